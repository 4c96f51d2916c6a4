# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# todo SLUG...: what make new left to fill in, every FILL IN in the
# problem's files and on README.md's lines that name it, each
# place a failure, shown with the words that say what goes there.  A
# problem with a place left is still being written: tools/checks/test
# runs none of its other checks (they would fail only for the places
# left), and a line says so.
# places SLUG: FILE:LINE: TEXT for each place, TEXT the line from its
# FILL IN on (the comment's or the field's start too, where FILL IN is
# not the line's first word), cut to 110 characters.
places() {
	{ grep -rn 'FILL IN' "src/$1.c" "tests/$1" 2>/dev/null
	  grep -n "FILL IN.*\`$1\`\|^| \[\`$1\`\].*FILL IN" README.md |
		sed 's/^/README.md:/'
	} | sed -E 's/^([^:]*:[0-9]+:)[ \t]*(\/?\*+|#|%|\/\*|-)?[ \t]*/\1 /' |
		cut -c1-110
}
# filling SLUG: status 0 when SLUG has a place left to fill in.
filling() {
	grep -rqs 'FILL IN' "src/$1.c" "tests/$1" ||
		grep -qs "FILL IN.*\`$1\`\|^| \[\`$1\`\].*FILL IN" README.md
}
check_todo() {
	local todo=0 slug place n
	for slug in "$@"; do
		n=0
		while IFS= read -r place; do
			n=$((n + 1))
			line FAIL "to fill in" "$place"
		done < <(places "$slug")
		(( n )) && line FAIL "to fill in" "$slug: $(plural "$n" place)" \
			"left; its other checks wait until none is; then, in this" \
			"order, each with P=$slug: make regen (tests from" \
			"recipes), make pictures, make test, make check, make mutants"
		todo=$((todo + n))
	done
	(( todo )) && summary "to fill in" 0 "$todo" \
		"$(plural "$todo" place) (make new left them)"
	return 0
}

runs 60 check_todo --if todo todo
