# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# explain SLUG...: on every sample, the `answer:` lines of
# build/tests/SLUG/explain are the solution's answers (the first line of
# each case's, answer_lines a case; an interactive problem's: the answer
# its interactor is given, the sample's .out), and no line is over 80
# columns.
check_explain() {
	local explained=0 unexplained=0 slug in want said got wide
	for slug in "$@"; do
		read_problem "$slug" || { unexplained=$((unexplained + 1)); continue; }
		for in in tests/"$slug"/sample/*.in; do
			[[ -e $in ]] || continue
			if [[ $compare == interactive ]]; then
				want=$(cat "${in%.in}.out")	# the interactor's answer
			else
				want=$(bin/"$slug" <"$in" |
					awk -v per="${answer_lines:-1}" \
					'(NR - 1) % per == 0')
			fi
			said=$(build/tests/"$slug"/explain 1000000 <"$in" 2>&1)
			got=$(sed -n 's/^answer: //p' <<<"$said")
			wide=$(awk 'length > 80 { print NR; exit }' <<<"$said")
			if [[ -n $wide ]]; then
				unexplained=$((unexplained + 1))
				line FAIL explain "$in: line $wide of what explain" \
					"says is over 80 columns"
			elif [[ $got == "$want" && -n $got ]]; then
				explained=$((explained + 1))
				(( verbose )) && line ok explain "$in: answers agree"
			else
				unexplained=$((unexplained + 1))
				line FAIL explain "$in: explain says" \
					"'${got//$'\n'/ | }', the solution" \
					"'${want//$'\n'/ | }'"
			fi
		done
	done
	summary explain "$explained" "$unexplained" \
		"$(plural "$explained" sample) explained, every answer: line" \
		"the solution's, within 80 columns"
}

runs 80 check_explain --if explain explain
