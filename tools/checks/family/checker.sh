# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# checker SLUG...: for each problem judged by a checker (tests/SLUG/
# checker.c), both its builds on the problem's outputs (tools/core/
# lib.sh's checker_cases: answers and valid_output/ accepted,
# invalid_output/ rejected with its reason, and a judge error as the
# answer), and the judges' build given its feedback folder with a final
# '/' and two arguments more, as BAPCtools passes them.
check_checker() {
	local slug checked=0 bad=0 out in status
	for slug in "$@"; do
		[[ -f tests/$slug/checker.c ]] || continue
		out=$(checker_cases "$slug" "build/tests/$slug/checker" \
			"build/tests/$slug/checker-testlib" "$work/checker")
		status=$?
		checked=$((checked + checker_count + 1))
		if (( status )); then
			bad=$((bad + 1))
			line FAIL checker "$slug: ${out:-a checker could not run}"
		fi
		for in in tests/"$slug"/sample/*.in; do break; done
		mkdir -p "$work/feedback"
		# shellcheck disable=SC2094 # both only read: answer and output
		"build/tests/$slug/checker" "$in" "${in%.in}.out" \
			"$work/feedback/" case_sensitive space_change_sensitive \
			<"${in%.in}.out"
		status=$?
		if (( status != 42 )); then
			bad=$((bad + 1))
			line FAIL checker "$slug: exit status $status with" \
				"'FEEDBACK/' and two arguments more, not 42"
		fi
	done
	(( checked )) || return 0
	summary checker $((checked - bad)) "$bad" "$(plural "$checked" case):" \
		"answers and right outputs accepted, wrong ones rejected" \
		"with their reason, in both builds"
}
