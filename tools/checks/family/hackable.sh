# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose, small_size:
# tools/checks/test's and read_problem's
# hackable SLUG...: what a learner meets with each wrong submission
# (tests/SLUG/submissions/wrong_answer/*.c): make judge fails it and
# shrinks the failure to an input of size at most tools.small_size (the
# manifest's; measured by problem.sh's size_of; or N, where the
# submission's header says ` * Shrinks to: size N`), and make hack
# SEED=1, at its default N, finds an input that breaks it (gen.c's
# `hack` must offer edge values often; N=1000, the Makefile's).  Seconds
# a submission, a core each (start): make test P=SLUG runs it, and CI
# runs that for every problem.
check_hackable() {
	local bad=0 good=0 slug sol n=0 k said
	for slug in "$@"; do
		read_problem "$slug" || continue
		for sol in tests/"$slug"/submissions/wrong_answer/*.c; do
			[[ -e $sol ]] || continue
			n=$((n + 1))
			start hackable_one "$slug" "$sol" "$work/hackable.$n"
		done
	done
	wait
	for ((k = 1; k <= n; k++)); do
		read -r said <"$work/hackable.$k"
		if [[ $said == ok* ]]; then
			good=$((good + 1))
			(( verbose )) && line ok hackable "${said#ok }"
		else
			bad=$((bad + 1))
			line FAIL hackable "${said#FAIL }"
		fi
	done
	summary hackable "$good" "$bad" "$good of" \
		"$(plural "$((good + bad))" "wrong submission"):" \
		"make judge shrinks to small_size, make hack SEED=1 finds"
}

# hackable_one SLUG SOL FILE: SOL's check (check_hackable), after
# read_problem SLUG, its one line in FILE: ok or FAIL, and what.
hackable_one() {
	local sol=$2 out hack size bound yours=$here/../front/yours
	local hacks=$3.hacks
	if out=$("$yours" --hacks "$hacks" judge "$1" "$sol" 2>&1); then
		echo "FAIL $sol passes make judge"
	elif hack=$(sed -n 's/^Saved as \(.*\.in\), our answer.*/\1/p' \
		<<<"$out") && [[ ! -f $hack ]]; then
		echo "FAIL $sol: make judge saved no input: $(tail -n1 <<<"$out")"
	elif bound=$(sed -n 's/.*Shrinks to: size \([0-9]*\).*/\1/p' "$sol") &&
		bound=${bound:-$small_size} size=$(size_of "$hack") &&
		(( size > bound )); then
		echo "FAIL $sol: make judge shrinks its failure to size $size," \
			"over $bound (problem.yaml's tools.small_size, or its" \
			"header's 'Shrinks to: size N'):" \
			"$(tr '\n' ' ' <"$hack" | cut -c1-60)"
	elif rm -rf "$hacks" && SHRINK=0 "$yours" --hacks "$hacks" hack \
		"$1" "$sol" 1000 1 >/dev/null 2>&1; then
		echo "FAIL $sol: make hack SEED=1 finds no input that breaks" \
			"it (gen.c's hack: edge values more often)"
	else
		echo "ok $sol: shrinks to size $size, found by make hack SEED=1"
	fi >"$3"
	rm -rf "$hacks"
}

runs 180 check_hackable --if hackable hackable
