# shellcheck shell=bash
# progress.sh: what a long job shows while it runs (the judge, a class's
# folder, a contest).  Sourced by tools/core/lib.sh; it defines functions
# only.

# progress WHAT DONE TOTAL: where stderr is a terminal, one line that
# redraws: WHAT, DONE of TOTAL, the seconds so far (bash's SECONDS) and
# an estimate of what is left; nothing elsewhere.  progress_clear rubs it
# out, before any other line.
progress() {
	[[ -t 2 ]] || return 0
	local left=''
	(( $2 )) && left=", about $((SECONDS * ($3 - $2) / $2)) s left"
	printf '\r\033[K%s %d of %d, %d s%s' "$1" "$2" "$3" "$SECONDS" \
		"$left" >&2
}
progress_clear() {
	[[ -t 2 ]] && printf '\r\033[K' >&2
	return 0
}

# wait_a_second PID: status 0 once PID has ended (and is waited for), 1
# after a second while it runs.
wait_a_second() {
	local i
	for ((i = 0; i < 10; i++)); do
		kill -0 "$1" 2>/dev/null || { wait "$1"; return 0; }
		sleep 0.1
	done
	return 1
}

# in_background COMMAND...: COMMAND started in the background, in a
# process group of its own (its leader's pid in background), so that if
# we end first, by any exit (make_work's trap), stop_background kills
# it and all it started, and waits for them (5 s at most) to clean up
# after themselves: no judge is left running for nobody.
background=''
in_background() {
	set -m
	"$@" &
	background=$!
	set +m
}
stop_background() {
	local i
	[[ -z $background ]] && return 0
	kill -TERM -- "-$background" 2>/dev/null
	for ((i = 0; i < 50; i++)); do	# their traps clean up: wait 5 s
		kill -0 -- "-$background" 2>/dev/null || return 0
		sleep 0.1
	done
}
