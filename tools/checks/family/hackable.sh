# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose, small_size:
# tools/checks/test's and read_problem's
# hackable SLUG...: what a learner meets with each wrong submission
# (tests/SLUG/submissions/wrong_answer/*.c): make judge fails it and
# shrinks the failure to an input of size at most tools.small_size (the
# manifest's; measured by problem.sh's size_of; or N, where the submission's header says ` * Shrinks to: size
# N`), and make hack SEED=1, at its default N, finds an input that breaks
# it (gen.c's `hack` must offer edge values often; N=1000, the Makefile's).  Seconds a submission:
# make test P=SLUG runs it, and CI runs that for every problem.
hackable_fail() { hackable_bad=$((hackable_bad + 1)); line FAIL hackable "$*"; }
check_hackable() {
	local hackable_bad=0 good=0 slug sol out hack size bound yours
	yours=$here/../front/yours
	for slug in "$@"; do
		read_problem "$slug" || continue
		for sol in tests/"$slug"/submissions/wrong_answer/*.c; do
			[[ -e $sol ]] || continue
			rm -rf "$work/hacks"
			if out=$("$yours" --hacks "$work/hacks" judge \
				"$slug" "$sol" 2>&1); then
				hackable_fail "$sol passes make judge"
				continue
			fi
			hack=$(sed -n 's/^Saved as \(.*\.in\), our answer.*/\1/p' \
				<<<"$out")
			bound=$(sed -n 's/.*Shrinks to: size \([0-9]*\).*/\1/p' "$sol")
			bound=${bound:-$small_size}
			if [[ ! -f $hack ]]; then
				hackable_fail "$sol: make judge saved no input:" \
					"$(tail -n1 <<<"$out")"
				continue
			fi
			size=$(size_of "$hack")
			if (( size > bound )); then
				hackable_fail "$sol: make judge shrinks its failure to" \
					"size $size, over $bound (problem.yaml's tools.small_size," \
					"or its header's 'Shrinks to: size N'):" \
					"$(tr '\n' ' ' <"$hack" | cut -c1-60)"
				continue
			fi
			rm -rf "$work/hacks"
			if SHRINK=0 "$yours" --hacks "$work/hacks" hack \
				"$slug" "$sol" 1000 1 >/dev/null 2>&1; then
				hackable_fail "$sol: make hack SEED=1 finds no input" \
					"that breaks it (gen.c's hack: edge values more often)"
				continue
			fi
			good=$((good + 1))
			(( verbose )) && line ok hackable "$sol: shrinks to size" \
				"$size, found by make hack SEED=1"
		done
	done
	summary hackable "$good" "$hackable_bad" "$good of" \
		"$(plural "$((good + hackable_bad))" "wrong submission"):" \
		"make judge shrinks to small_size, make hack SEED=1 finds"
}

runs 180 check_hackable --if hackable hackable
