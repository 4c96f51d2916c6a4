# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# wrong PROGRAM...: each wrong submission (build/tests/SLUG/submissions/
# VERDICT/NAME, from tests/SLUG/...NAME.c) passes every sample and fails
# a secret case with the verdict its @EXPECTED_RESULTS@ line names.
check_wrong() {
	local caught=0 missed=0 wrongs=("$@") i slug bin source want verdict
	local in detail case first name allowed w problem
	local -A short=([WRONG_ANSWER]=WA [TIME_LIMIT_EXCEEDED]=TLE
		[RUN_TIME_ERROR]=RE)
	for i in "${!wrongs[@]}"; do
		slug=${wrongs[i]#build/tests/} slug=${slug%%/*}
		start "$here/../front/judge" -q --wrong --record "$work/wrong.$i" \
			"src/$slug.c" "${wrongs[i]}" "tests/$slug" >/dev/null
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
