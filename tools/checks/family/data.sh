# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# data SLUG...: every input against the validator (42: valid, 43: not),
# and no input twice in a problem.
check_data() {
	local checked=0 bad_data=0 slug folder want in got sum other
	for slug in "$@"; do
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
	done
	summary "test data" $((checked - bad_data)) "$bad_data" \
		"$(plural "$checked" input): sample/, secret/ valid, extra/," \
		"reject/ not; no two alike"
}
