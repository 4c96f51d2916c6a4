# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# data SLUG...: every input against the validator (42: valid, 43: not),
# no input twice in a problem, and, for cases of count or each, every
# valid input cases of case_lines lines (the manifest); an input holding a
# CR named *-cr-* or *crlf*, which .gitattributes keeps as bytes (a
# patch carries them as binary: git am would strip them from text).
# cases_misfit IN: after read_problem, why the lines of IN, a valid
# input, are not whole cases of case_lines lines (every line counted, a
# blank one after a case too: make judge cuts runs of cases by it);
# nothing when they are.
cases_misfit() {
	local lines count
	[[ $cases == count || $cases == each ]] || return 0
	lines=$(wc -l <"$1")
	if [[ $cases == count ]]; then
		read -r count <"$1"
		(( lines - 1 == ${count:-0} * case_lines )) && return 0
		echo "$1: $((lines - 1)) lines after the count, not $count" \
			"cases of case_lines=$case_lines"
	else
		(( lines > 0 && lines % case_lines == 0 )) && return 0
		echo "$1: $lines lines, not whole cases of case_lines=$case_lines"
	fi
}
check_data() {
	local checked=0 bad_data=0 slug folder want in got sum other misfit
	for slug in "$@"; do
		read_problem "$slug" 2>/dev/null || cases=''
		declare -A by_sum=()
		for folder in sample secret extra reject; do
			want=42
			[[ $folder == extra || $folder == reject ]] && want=43
			for in in tests/"$slug"/"$folder"/*.in; do
				[[ -e $in ]] || continue
				checked=$((checked + 1))
				build/tests/"$slug"/validate <"$in" 2>/dev/null
				got=$?
				if (( got != want )); then
					bad_data=$((bad_data + 1))
					line FAIL data "$in: validator exit $got, not $want" \
						"($folder/ holds $( ((want == 42)) && echo valid ||
						echo invalid) inputs)"
				fi
				misfit=
				(( want == 42 && got == 42 )) && misfit=$(cases_misfit "$in")
				if [[ -n $misfit ]]; then
					bad_data=$((bad_data + 1))
					line FAIL data "$misfit (tests/$slug/problem.yaml;" \
						"a blank line after a case counts)"
				fi
				sum=$(cksum <"$in")
				for other in ${by_sum[$sum]:-}; do
					cmp -s "$in" "$other" || continue
					bad_data=$((bad_data + 1))
					line FAIL data "$in is the same input as $other"
				done
				by_sum[$sum]+=" $in"
			done
		done
		unset by_sum
		while IFS= read -r in; do
			[[ ${in##*/} == *-cr-* || ${in##*/} == *crlf* ]] && continue
			bad_data=$((bad_data + 1))
			line FAIL data "$in holds a CR: name it *-cr-* or *crlf*," \
				"which .gitattributes keeps as bytes"
		done < <(grep -rl $'\r' --include='*.in' "tests/$slug")
	done
	summary "test data" $((checked - bad_data)) "$bad_data" \
		"$(plural "$checked" input): sample/, secret/ valid, extra/," \
		"reject/ not; no two alike; cases of case_lines; CRs named"
}

runs 50 check_data --if data data
