# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# wrong PROGRAM...: each wrong submission (build/tests/SLUG/submissions/
# VERDICT/NAME, from tests/SLUG/...NAME.c) passes every sample and fails
# a secret case with the verdict its @EXPECTED_RESULTS@ line names.  On a
# scored problem (the manifest's judging.scoring: groups or tests), a
# WRONG_ANSWER one is judged on every secret test (and every cut of
# tools.cut_set, as packages have them), and what it earns is what its
# header's ` * Points:` line says (none: 0), since a scoring judge
# accepts it with those points (the package puts it in
# partially_accepted/).  A TLE is not scored: each of its failures costs
# seconds.
# points_claimed SLUG SOURCE RECORD: status 1, saying why, when SOURCE's
# ` * Points:` (none: 0) is not what RECORD (judge --record, every
# secret test) earns by the one rule (score_record, tools/core/
# score.sh): ` * Points: N`, N the points of each of SLUG's
# groups whose tests all pass, or ` * Points: K of N tests`, K of its N
# tests passed (each test alike); and every test it fails is WA, as a
# scoring judge accepts it with its points only then (and 2025-09's
# wrong_answer/ allows nothing else).  A submission not expected
# WRONG_ANSWER (judged only to its first failure) earns nothing and
# says so by having no such line; nothing more to check on a problem
# scored all or nothing.
points_claimed() {
	local claimed earned=0 verdict in name passed tests
	claimed=$(points_claimed_by "$2")
	if [[ $2 != */wrong_answer/* ]]; then
		[[ -z $claimed ]] && return 0
		echo "its header's ' * Points: $claimed' is for a wrong answer:" \
			"a judge accepts no other failure with points"
		return 1
	fi
	read_problem "$1" && scored_problem || return 0
	[[ $claimed == "0 of "* ]] && claimed=0
	IFS=$'\t' read -r verdict in _ < <(awk -F'\t' '$2 !~ /\/sample\// &&
		$1 != "AC" && $1 != "WA" { print; exit }' "$3")
	if [[ -n $verdict ]]; then
		echo "it is $verdict on ${in#tests/"$1"/}: a scoring judge" \
			"accepts it with its points only if it fails by WA alone"
		return 1
	fi
	while read -r name _ passed tests _; do
		case $name:$scoring in
		total:groups) earned=${passed%%.*} ;;	# total VERDICT SCORE
		total:*) ;;
		*:tests) (( passed )) && earned="$passed of $tests tests" ;;
		esac
	done < <(score_record "$3")
	[[ $earned == "${claimed:-0}" ]] && return 0
	[[ $scoring == groups ]] && earned+=" points of groups=\"$groups\""
	echo "it earns $earned, its header's ' * Points:' says ${claimed:-0}"
	return 1
}

check_wrong() {
	local caught=0 missed=0 wrongs=("$@") i slug bin source want verdict
	local in detail case first name allowed w problem mode cuts
	local -A short=([WRONG_ANSWER]=WA [TIME_LIMIT_EXCEEDED]=TLE
		[RUN_TIME_ERROR]=RE)
	for i in "${!wrongs[@]}"; do
		slug=${wrongs[i]#build/tests/} slug=${slug%%/*}
		mode=--wrong cuts=()
		[[ ${wrongs[i]} == */wrong_answer/* ]] && read_problem "$slug" &&
			scored_problem && mode=--statement
		if [[ $mode == --statement && -n $cut_set ]]; then
			[[ -d $work/cut.$slug ]] || { mkdir -p "$work/cut.$slug" &&
				cut_set_into "$slug" "$work/cut.$slug" out; }
			cuts=("src/$slug.c" "${wrongs[i]}" "$work/cut.$slug")
		fi
		start "$here/../front/judge" -q "$mode" --record "$work/wrong.$i" \
			"src/$slug.c" "${wrongs[i]}" "tests/$slug" "${cuts[@]}" \
			>/dev/null
	done
	wait
	for i in "${!wrongs[@]}"; do
		bin=${wrongs[i]}
		source=${bin#build/}.c slug=${bin#build/tests/} slug=${slug%%/*}
		want=$(sed -n 's/.*@EXPECTED_RESULTS@: *//p' "$source" | tr ',' ' ')
		IFS=$'\t' read -r verdict in _ _ _ detail < <(awk -F'\t' \
			'$1 != "AC" { print; exit }' "$work/wrong.$i")
		case=${in#tests/"$slug"/} case=${case%.in}	# FOLDER/NAME
		first="$verdict on $case ${detail:-}" name=${source#tests/}
		allowed=
		for w in $want; do allowed+=" ${short[$w]:-$w}"; done
		if [[ -z $verdict ]]; then
			problem="no test catches it"
		elif [[ $case == sample/* ]]; then
			problem="it fails a sample: $first"
		elif [[ " $allowed " != *" $verdict "* ]]; then
			problem="$verdict, not$allowed: $first"
		elif ! problem=$(points_claimed "$slug" "$source" \
			"$work/wrong.$i"); then
			:
		else
			caught=$((caught + 1))
			(( verbose )) && line ok wrong "$name: $verdict on $case"
			continue
		fi
		missed=$((missed + 1))
		line FAIL wrong "$name: $problem"
	done
	summary "wrong submissions" "$caught" "$missed" \
		"$caught of $(plural "$#" submission) caught on secret/ with" \
		"their expected verdict"
}

runs 170 check_wrong --if wrong wrong
