# shellcheck shell=bash
# shellcheck disable=SC2154 # kept, work, jobs and the digests:
# tools/front/contest's, which sources this file
# kept.sh: why a contest's kept verdicts (build/contest/, or --kept;
# the store is tools/front/many's) are judged again.

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

