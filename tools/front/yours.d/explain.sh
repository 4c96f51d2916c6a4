# shellcheck shell=bash
# shellcheck disable=SC2154 # slug, sol, work, limits...: tools/front/yours's,
# which sources this file
# make explain SOL=: yours beside ours on every position explain shows.

# flat FILE: its lines on one line.
flat() { paste -sd' ' "$1"; }

# explain_beside: the explanation, then SOL beside ours on the input
# itself and on each position it shows that is an input; exits 1 if one
# differs.
explain_beside() {
	local pos inputs=0 how mark first='' seen
	mkdir "$work/pos" || exit 2
	# the input itself first (000.in; the explanation's are 001.in on)
	cat -- "$( [[ $in == - ]] && echo /dev/stdin || echo "$in")" \
		>"$work/pos/000.in" || exit 2
	EXPLAIN_POSITIONS=$work/pos build/tests/"$slug"/explain "$limit" \
		<"$work/pos/000.in" || exit 2
	echo
	printf '%-44s %-14s %s\n' "Positions shown that are inputs" ours yours
	for pos in "$work"/pos/*.in; do
		[[ -e $pos ]] || continue
		for seen in "$work"/pos/*.in; do	# each position once
			[[ $seen == "$pos" ]] && break
			cmp -s "$seen" "$pos" && continue 2
		done
		failure "$pos"
		[[ -n $how ]] || continue	# not an input
		inputs=$((inputs + 1))
		mark=
		if [[ $how != OK && -z $first ]]; then
			first=$inputs mark="   <- the first that differs"
			[[ $rule == --checker=* ]] &&
				mark="   <- the first the checker rejects"
		fi
		# yours: its bytes escaped (printable), as every tool shows them
		printf '%-44s %-14s %s%s\n' "$(flat "$pos" | cut -c1-43)" \
			"$(flat "$work/want")" "$( [[ $how == WA || $how == OK ]] &&
				printable "$(flat "$work/got")" 60 || echo "$how")" \
			"$mark"
	done
	(( inputs )) || echo "(none of them is an input of this problem)"
	[[ -z $first ]]
}
