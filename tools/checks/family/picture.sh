# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# picture SOURCE...: the staircase picture in each solution's comments
# (tests/common/picture.c) agrees with its walk encoding.
check_picture() {
	local source out good=0 bad=0
	for source in "$@"; do
		if out=$(build/tests/common/picture "$source" 2>&1); then
			good=$((good + 1))
			line ok picture "${out#picture: }"
		else
			bad=$((bad + 1))
			line FAIL picture "$out"
		fi
	done
	tally "$good" "$bad"
}
