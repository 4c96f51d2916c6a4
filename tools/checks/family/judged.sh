# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose, sanitizers:
# tools/checks/test's, which sources this file
# judged SOURCE PROGRAM TESTDIR...: each problem (the triples that share
# a TESTDIR) judged apart by tools/front/judge (--sanitizers where the
# programs carry them), one a core; then the
# judges' lines but their last, in order, and their records counted in
# the tally, a run a check (a judge that could not run, one failure).

# judge_problem N SOURCE PROGRAM TESTDIR...: one problem's judge, its
# lines in $work/judged.N.out, its record in .rec, its status in .status.
judge_problem() {
	local n=$1 flags=()
	shift
	(( verbose )) && flags=(-v)
	(( sanitizers )) && flags+=(--sanitizers)
	"$here/../front/judge" "${flags[@]}" --record "$work/judged.$n.rec" \
		"$@" >"$work/judged.$n.out"
	echo $? >"$work/judged.$n.status"
}

check_judged() {
	local problems=0 group n good bad
	while (( $# )); do
		group=("$1" "$2" "$3")
		shift 3
		while (( $# >= 3 )) && [[ $3 == "${group[2]}" ]]; do
			group+=("$1" "$2" "$3")
			shift 3
		done
		start judge_problem "$problems" "${group[@]}"
		problems=$((problems + 1))
	done
	wait
	for (( n = 0; n < problems; n++ )); do
		sed '$d' "$work/judged.$n.out"
		(( $(cat "$work/judged.$n.status") < 2 )) ||
			tally 0 1	# could not run
		read -r good bad < <(awk -F'\t' '{ n[$1 == "AC"]++ }
			END { print n[1] + 0, n[0] + 0 }' \
			"$work/judged.$n.rec" 2>/dev/null)
		tally "${good:-0}" "${bad:-0}"
	done
}

runs 190 check_judged triples
