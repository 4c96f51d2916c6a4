# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# picture SLUG...: for each problem whose manifest asks for it
# (tools.checks: picture), the staircase picture in its solution's
# comments (tests/common/picture.c) agrees with its walk encoding.
check_picture() {
	local slug out good=0 bad=0
	for slug in "$@"; do
		read_manifest "tests/$slug/problem.yaml" 2>/dev/null || continue
		[[ ${facts[tools.checks]} == picture ]] || continue
		if out=$(build/tests/common/picture "src/$slug.c" 2>&1); then
			good=$((good + 1))
			line ok picture "${out#picture: }"
		else
			bad=$((bad + 1))
			line FAIL picture "$out"
		fi
	done
	tally "$good" "$bad"
}

runs 30 check_picture --if data data
