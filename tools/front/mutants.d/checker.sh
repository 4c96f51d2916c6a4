# shellcheck shell=bash
# shellcheck disable=SC2034 # checker_mib: read by tools/core/lib.sh
# checker.sh: make mutants on a checker (tests/SLUG/checker.c, or
# tests/common/checker.h and every checker built from it): each mutant
# built in all five builds and tried on the problem's outputs
# (tools/core/checkers.sh's checker_cases).  Sourced by
# tools/front/mutants.

# checker_mutant DIR SLUG FLAGS: the mutant checker's source in DIR
# (DIR/tests/SLUG/checker.c, DIR/tests/common/checker.h) built both ways
# with FLAGS and tried on the problem's outputs; prints what kills it and
# returns 0, or returns 1 (status 2 when it does not compile).
checker_mutant() {
	local src=$1/tests/$2/checker.c why
	# shellcheck disable=SC2086 # flags are words
	${CC:-cc} -std=c99 $3 -w -o "$1/checker" "$src" 2>/dev/null &&
		${CC:-cc} -std=c99 $3 -w -DTESTLIB_ORDER -o "$1/checker-testlib" \
			"$src" 2>/dev/null &&
		${CC:-cc} -std=c99 $3 -w -DLEMON -o "$1/checker-lemon" \
			"$src" 2>/dev/null &&
		${CC:-cc} -std=c99 $3 -w -DARBITER -o "$1/checker-arbiter" \
			"$src" 2>/dev/null &&
		${CC:-cc} -std=c99 $3 -w -DCMS -o "$1/checker-cms" \
			"$src" 2>/dev/null || return 2
	# in a folder of its own: a mutant may write its score or report
	# into a file its command line names by mistake (FULL, a 10)
	mkdir -p "$1/cwd" || return 2
	why=$(cd "$1/cwd" && checker_tests=$1/tests checker_cases "$2" \
		"$1/checker" "$1/checker-testlib" "$1/scratch" 2>&1) && return 1
	echo "${why%%$'\n'*}"
}

# one_checker_mutant TARGET DIR K: mutant K of a checker target, judged
# plain then with the sanitizers; prints "K killed WHY", "K survived" or
# "K skip".
one_checker_mutant() {
	local slugs slug flags built=0 why
	mkdir -p "$2/tests/common"
	cp tests/common/checker.h "$2/tests/common/"
	if [[ $1 == checker.h ]]; then
		slugs=$(for c in tests/*/checker.c; do basename "${c%/*}"; done)
	else
		slugs=${1%/checker}
	fi
	for slug in $slugs; do	# the outputs copied: a mutant may write
		mkdir -p "$2/tests/$slug"	# over a file it is given
		cp "tests/$slug/checker.c" "$2/tests/$slug/"
		cp -r tests/"$slug"/{sample,secret,valid_output,invalid_output,judge_error} \
			"$2/tests/$slug/" 2>/dev/null
	done
	if [[ $1 == checker.h ]]; then
		build/tools/mutate tests/common/checker.h "$3" \
			>"$2/tests/common/checker.h"
	else
		build/tools/mutate "tests/$1.c" "$3" >"$2/tests/$1.c"
	fi
	for flags in -O2 "-O1 -fsanitize=address,undefined \
		-fno-sanitize-recover=all"; do
		[[ $flags == -O1* ]] && checker_mib=0	# shadow memory
		for slug in $slugs; do
			why=$(checker_mutant "$2" "$slug" "$flags")
			case $? in
			0) echo "$3 killed $why${flags#-O2}"; return ;;
			1) built=1 ;;
			esac
		done
		(( built )) || break
	done
	(( built )) && echo "$3 survived" || echo "$3 skip"
}
