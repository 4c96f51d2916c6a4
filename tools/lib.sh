# shellcheck shell=bash
# lib.sh: what the bash tools share.  Source it; it defines functions only.

# read_limits SOURCE: the ` * Limits:  1 s, 256 MiB` line of a header block,
# as limit_ms and limit_mib.  Status 1 when there is none.
# shellcheck disable=SC2034 # limit_ms, limit_mib: for the caller
read_limits() {
	local line whole frac
	line=$(grep -m1 -E '^ \* Limits: +[0-9]+(\.[0-9]{1,3})? s, [0-9]+ MiB' \
		"$1" 2>/dev/null)
	[[ $line =~ ([0-9]+)(\.([0-9]+))?\ s,\ ([0-9]+)\ MiB ]] || return 1
	whole=${BASH_REMATCH[1]} frac=${BASH_REMATCH[3]}000
	limit_ms=$((10#$whole * 1000 + 10#${frac:0:3}))
	limit_mib=$((10#${BASH_REMATCH[4]}))
}

# Milliseconds as seconds, and KiB as MiB, for people.
seconds() { printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)); }
mebibytes() {
	local t=$((($1 * 10 + 512) / 1024))
	printf '%d.%d' $((t / 10)) $((t % 10))
}

# A temporary folder in $work, removed however the script ends.
make_work() {
	work=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX") || exit 2
	trap 'rm -rf "$work"' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM HUP
}

# read_problem SLUG: tests/SLUG/problem.sh, the problem's description:
# cases (count, one or each), case_lines and answer_lines (for count and
# each), and optionally checks, cut_set, cut_per_file and keep_cut.
# Status 1, with one line on stderr, when it is missing or wrong.
read_problem() {
	local file=tests/$1/problem.sh
	cases= case_lines= answer_lines= checks= cut_set= cut_per_file=
	unset -f keep_cut
	if [[ ! -f $file ]]; then
		echo "$file is missing: every problem describes itself there" >&2
		return 1
	fi
	# shellcheck source=/dev/null
	. "$file"
	case $cases in
	one) ;;
	count|each)
		[[ $case_lines =~ ^[1-9][0-9]*$ && $answer_lines =~ ^[1-9][0-9]*$ ]] || {
			echo "$file: cases=$cases needs case_lines and answer_lines" >&2
			return 1; } ;;
	*) echo "$file: cases must be count, one or each, not '$cases'" >&2
	   return 1 ;;
	esac
	if [[ -n $cut_set && ( $cases == one || ! -f tests/$1/$cut_set.in
	      || ! $cut_per_file =~ ^[1-9][0-9]*$ ) ]]; then
		echo "$file: cut_set needs cases of count or each," \
			"tests/$1/$cut_set.in and cut_per_file" >&2
		return 1
	fi
}
