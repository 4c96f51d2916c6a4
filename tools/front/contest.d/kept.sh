# shellcheck shell=bash
# shellcheck disable=SC2154 # kept, here, work, jobs and the digests:
# tools/front/contest's, which sources this file
# kept.sh: a contest's kept verdicts (build/contest/, or --kept): each
# program judged once, whatever runs at the same time or ran before.

# judge_one KEY SLUG IO ALL SCALE FILE: FILE judged (tools/front/yours
# --row, its time limit SCALE times the problem's) into kept/KEY/: row
# (the class table's row), record (a line a test), log (what yours
# said), hacks/ (its shrunk failure); made aside and renamed into place,
# so that a run cut short leaves nothing half made (stopped by a signal,
# the aside folder goes with it).  A run claims KEY first (kept/.KEY.
# claim, holding its pid, made whole by a rename): a second run at once
# waits for the first's row instead of judging it again, and takes the
# claim over from a run that is gone.  Each judgement is a line of
# kept/journal (when, KEY, the file's name).
judge_one() {
	local cell=$kept/$1 owner
	claim=$kept/.$1.claim aside='' owned=''	# the trap's, global
	trap 'rm -rf "$aside"; [[ -z $owned ]] || rm -rf "$claim"; exit 143' \
		TERM INT HUP
	until [[ -f $cell/row ]] || claim "$claim"; do
		owner=$(cat "$claim/pid" 2>/dev/null)
		[[ -n $owner ]] && ! kill -0 "$owner" 2>/dev/null &&
			rm -rf "$claim"	# its run is gone
		sleep 1
	done
	[[ -f $cell/row ]] && return 0
	owned=1 aside=$(mktemp -d "$kept/.$1.XXXXXX") || return 1
	mkdir "$aside/rows"
	ALL=$4 IO=$3 V='' "$here/yours" --rows "$aside/rows" --hacks \
		"$aside/hacks" --record "$aside/record" --time-scale "$5" \
		judge "$2" --row "${BUDGET:-300}" "$6" >"$aside/log" 2>&1 </dev/null
	if compgen -G "$aside/rows/*" >/dev/null; then
		cut -f2- "$aside"/rows/* >"$aside/row"
	else
		printf 'ERR\t0\t0\t0\t0\tnot judged: its run stopped\t\t0\n' \
			>"$aside/row"
	fi
	rm -rf "$aside/rows"
	date -u '+%Y-%m-%d %H:%M UTC' >"$aside/when"
	# the journal: a line a judgement, appended whole (O_APPEND)
	printf '%s %s %s\n' "$(date -u +%FT%TZ)" "$1" "${6##*/}" \
		>>"$kept/journal"
	# (another run may have kept the same program meanwhile: theirs stays)
	mv -T "$aside" "$cell" 2>/dev/null || rm -rf "$aside"
	rm -rf "$claim"
}

# claim FOLDER: FOLDER made, holding this process's pid, whole or not at
# all (a rename); status 1 when it is there already.
claim() {
	local made
	made=$(mktemp -d "$1.XXXXXX") || return 1
	echo "$BASHPID" >"$made/pid"
	mv -T "$made" "$1" 2>/dev/null && return 0
	rm -rf "$made"
	return 1
}
# stale: why programs judged before are judged again, a line each fact
# that changed since the last run that kept verdicts here (kept/
# .digests: the judge's digest, each problem's), then the digests kept.
stale() {
	local line name slug digest n
	if [[ -f $kept/.digests ]] && (( jobs )); then
		read -r _ digest <"$kept/.digests"
		[[ $digest == "$judge_digest" ]] || say "the judge's own files," \
			"the compilers or the box changed: every kept verdict" \
			"is stale"
		while read -r name; do
			slug=$(problem_of "$name") n=${stale_of[$name]:-0}
			line=$(grep -m1 "^$slug " "$kept/.digests") || continue
			[[ ${line#* } == "${problem_digest[$name]}" ]] || (( !n )) ||
				say "$slug's tests or solution changed: $n" \
				"$( ((n == 1)) && echo "program's verdict is" ||
				echo "programs' verdicts are") stale"
		done <"$work/problems"
	fi
	{ echo "judge $judge_digest"
	  while read -r name; do
		echo "$(problem_of "$name") ${problem_digest[$name]}"
	  done <"$work/problems"
	  grep -v '^judge ' "$kept/.digests" 2>/dev/null; } |
		awk '!seen[$1]++' >"$kept/.digests.$$" &&
		mv "$kept/.digests.$$" "$kept/.digests"
}

