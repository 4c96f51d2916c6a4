# shellcheck shell=bash
# shellcheck disable=SC2154 # scoring, groups: read_problem's (facts.sh)
# score.sh: the one scoring rule.  Every tool that scores a program (a
# class's table and make judge ALL=1, a contest, the wrong submissions'
# points) scores it here, as the problem's source did (its manifest's
# judging.scoring), folded by the grader a scored package ships
# (build/tools/grader, tools/core/grader.c) as problemtools folds a
# package's data/secret/, a group at a time, then the groups:
#
#   scoring   a group                 a test scores     a group   groups
#   tests     secret, every test      100 when AC       avg       -
#   groups    each of judging.groups  its points if AC  min       sum
#   all       secret, every test      100 when AC       min       -
#
# (else 0).  The samples and hacks/ count nothing, as on Kattis and
# DOMjudge; under groups, a test of no group (group_of) neither.

# score_record RECORD: after read_problem, what RECORD's runs (judge
# --record: a verdict, a tab, the input, ...) score, a line a group,
#   NAME POINTS PASSED TESTS VERDICT SCORE
# then one `total VERDICT SCORE`, SCORE out of 100 to nine places, as
# the grader prints it: VERDICT is AC when something passed and every
# other test failed by a wrong answer alone (a scoring judge accepts
# the program with its points), else the first failure (a group's, and
# all or nothing's: any failure, min's rule), in the grader's words (RTE
# for RE; JE for what no judge sends).
score_record() {
	local verdict in place word k fold=min total=''
	local grader=${tool_dir:?}/grader
	local -a names=() worth=() results=() won=() held=()
	if [[ $scoring == groups ]]; then
		for word in $groups; do
			names+=("${word%:*}") worth+=("${word#*:}")
		done
	else
		names=(secret) worth=(100)
		[[ $scoring == tests ]] && fold=avg
	fi
	while IFS=$'\t' read -r verdict in _; do
		[[ $in == hacks/* || $in == */sample/* ]] && continue
		place=1
		if [[ $scoring == groups ]]; then
			group_of -v place "$in" || continue
		fi
		k=$((${place% *} - 1))
		held[k]=$((${held[k]:-0} + 1))
		case $verdict in
		AC) won[k]=$((${won[k]:-0} + 1))
		    results[k]+="AC ${worth[k]}"$'\n'; continue ;;
		WA|TLE|MLE|OLE) ;;
		RE) verdict=RTE ;;
		*) verdict=JE ;;
		esac
		results[k]+="$verdict 0"$'\n'
	done <"$1"
	for k in "${!names[@]}"; do
		read -r verdict word < <(printf '%s' "${results[k]:-}" |
			"$grader" "$fold")
		echo "${names[k]} ${worth[k]} ${won[k]:-0} ${held[k]:-0}" \
			"$verdict $word"
		total+="$verdict $word"$'\n'
	done
	printf 'total %s\n' "$(printf '%s' "$total" | "$grader" sum)"
}
