# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# checker SLUG...: for each problem judged by a checker (tests/SLUG/
# checker.c), all four of its builds on the problem's outputs
# (tools/core/checkers.sh's checker_cases: answers and valid_output/ accepted,
# invalid_output/ rejected with its reason, and a judge error as the
# answer; their command lines: checker_command_lines).
check_checker() {
	local slug checked=0 bad=0 out status
	for slug in "$@"; do
		[[ -f tests/$slug/checker.c ]] || continue
		# not in $( ): checker_cases sets checker_count here
		checker_cases "$slug" "build/tests/$slug/checker" \
			"build/tests/$slug/checker-testlib" "$work/checker" \
			>"$work/checker.said"
		status=$?
		out=$(<"$work/checker.said")
		checked=$((checked + checker_count + 1))
		if (( status )); then
			bad=$((bad + 1))
			line FAIL checker "$slug: ${out:-a checker could not run}"
		fi
	done
	(( checked )) || return 0
	summary checker $((checked - bad)) "$bad" "$(plural "$checked" case):" \
		"answers and right outputs accepted, wrong ones rejected" \
		"with their reason, in all five builds"
}

runs 70 check_checker --if data data
