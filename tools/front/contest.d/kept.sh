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
	# the trap's, global: named before they are made, so that a signal
	# at any moment leaves neither (the claim only if it is this run's)
	claim_dir=$kept/.$1.claim aside=$kept/.$1.$BASHPID
	trap 'rm -rf "$aside" "$claim_dir.$BASHPID"; let_go; exit 143' \
		TERM INT HUP
	until [[ -f $cell/row ]] || claim "$claim_dir"; do
		owner=$(cat "$claim_dir/pid" 2>/dev/null)
		[[ -n $owner ]] && ! kill -0 "$owner" 2>/dev/null &&
			rm -rf "$claim_dir"	# its run is gone
		sleep 1
	done
	if [[ -f $cell/row ]]; then	# kept, maybe as the claim was made
		let_go
		return 0
	fi
	rm -rf "$aside"	# a dead process's of the same pid, if any
	mkdir -p "$aside/rows" || return 1
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
	rm -rf "$claim_dir"
}

# let_go: judge_one's claim removed, if it is this process's.
let_go() {
	[[ $(cat "$claim_dir/pid" 2>/dev/null) != "$BASHPID" ]] ||
		rm -rf "$claim_dir"
}

# claim FOLDER: FOLDER made, holding this process's pid, whole or not at
# all (made as FOLDER.PID, then renamed); status 1 when it is there
# already.
claim() {
	local made=$1.$BASHPID	# judge_one's trap removes it
	rm -rf "$made"
	mkdir "$made" || return 1
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
	work_also=("$kept/.digests.$$")	# make_work's trap removes it
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
		awk '!seen[$1]++' >"${work_also[0]}" &&
		mv "${work_also[0]}" "$kept/.digests"
}

