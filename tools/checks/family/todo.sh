# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# todo SLUG...: what make new left to fill in, every FILL IN in the
# problem's files; each is a failure.
check_todo() {
	local todo=0 slug place
	for slug in "$@"; do
		while IFS= read -r place; do
			todo=$((todo + 1))
			line FAIL "to fill in" "$place"
		done < <(grep -rn 'FILL IN' "src/$slug.c" "tests/$slug" 2>/dev/null |
			sed 's/FILL IN: *//; s/FILL IN//' | cut -c1-120)
	done
	(( todo )) && summary "to fill in" 0 "$todo" \
		"$(plural "$todo" place) (make new left them)"
	return 0
}
