# shellcheck shell=bash
# shellcheck disable=SC2154 # slug, sol, work, limits...: tools/front/yours's,
# which sources this file
# hack_until_broken: N generator inputs the validator accepts, yours
# against ours, the first difference shrunk and reported.
hack_until_broken() {
	local valid i s
	[[ -x $gen ]] || { say "$gen is missing (run make first)"; exit 2; }
	valid=0
	for ((i = 0; i < count; i++)); do
		s=$((10#$seed + i))
		progress "make hack $slug: seed $s," "$i" "$count"
		"$gen" hack "$s" >"$work/case.in" 2>/dev/null ||
			"$gen" "$s" >"$work/case.in" 2>/dev/null ||
			{ say "$gen $s failed"; exit 2; }
		"$validate" <"$work/case.in" >/dev/null 2>&1
		(( $? == 42 )) || continue
		valid=$((valid + 1))
		kind=
		if breaks "$work/case.in"; then
			progress_clear
			echo "make hack $slug: seed $s breaks $(printable "$sol")" \
				"($kind)$( [[ ${SHRINK:-1} == 0 ]] || echo \
				'; shrinking ...') (make hack P=$slug" \
				"SOL=$(printable "$sol") SEED=$s finds it first)"
			# shellcheck disable=SC2034 # read by save_hack (shrink.sh)
			found_by=" SEED=$s"
			shrink_and_report "$work/case.in"
		fi
	done
	progress_clear
	echo "make hack $slug: $(plural "$valid" "statement input") (seeds" \
		"$((10#$seed)) to $((10#$seed + count - 1))), $(printable "$sol")" \
		"agrees with ours" \
		"on all"
}
