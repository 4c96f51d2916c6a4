# shellcheck shell=bash
# measure.sh: the work a program does, counted so that it repeats on a
# noisy machine, for make bench and make mutants (their caps).  Sourced
# by tools/core/lib.sh.

# whole_count WORD: a count written 45M as 45000000 (K, M and G: thousands,
# millions, billions).
whole_count() {
	local n=${1%[KMG]}
	case $1 in
	*K) echo $((n * 1000)) ;; *M) echo $((n * 1000000)) ;;
	*G) echo $((n * 1000000000)) ;; *) echo "$n" ;;
	esac
}

# instructions PROG IN: how many instructions PROG takes on IN, counted
# by valgrind's callgrind (repeatable, unlike time on a busy machine).
# Played against an interactor ($rule --interactor=...): its game is
# played first, and PROG counted on what the interactor wrote it (a
# program reads the same and plays the same game again).
instructions() {
	local in=$2 dir=''
	if [[ ${rule:-} == --interactor=* ]]; then
		dir=$(mktemp -d "${TMPDIR:-/tmp}/played.XXXXXX") || return 1
		judge_run "$1" "$2" "${2%.in}.out" "$dir/out" "$dir/err" "$dir"
		sed -n 's/^<//p' "$dir/out.feedback/interaction" >"$dir/in" \
			2>/dev/null
		in=$dir/in
	fi
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" \
		<"$in" 2>&1 >/dev/null | sed -n 's/.*refs: *//p' | tr -d ,
	[[ -z $dir ]] || rm -rf "$dir"
}
