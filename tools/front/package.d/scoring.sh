# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # tools/front/package's variables: it
# sources this file
# scoring.sh: what every format needs to score a package as the
# problem's source scored it (its manifest's judging.scoring: tests or
# groups; all, and the package's pass-fail, leave it pass-fail): each
# format states the scores in its own terms (package.d/format/FORMAT.sh:
# score_layout, place_submission).

# scored: status 0 when the package carries scores.
scored() { [[ $scoring_kind != pass-fail ]] && scored_problem; }

# points_of SOURCE: the score a wrong submission's header claims, as the
# judges read it: ` * Points: N` (of 100, its groups') or ` * Points: K
# of N tests` (each test alike: 100 K / N, to nine places, cut short as
# DOMjudge cuts it); nothing where it claims none.  Status 1, saying
# why, when N is not the package's count of secret tests.
points_of() {
	local claim k n
	scored || return 0
	claim=$(points_claimed_by "$1")
	[[ -n $claim && $claim != 0* ]] || return 0
	if [[ $claim != *tests ]]; then
		echo "$claim"
		return 0
	fi
	read -r k _ n _ <<<"$claim"
	if (( n != secret_count )); then
		echo "package: $1 says $claim; the package has" \
			"$secret_count secret tests" >&2
		return 1
	fi
	k=$(( 100 * k * 1000000000 / n ))
	printf '%d.%09d\n' $((k / 1000000000)) $((k % 1000000000))
}
