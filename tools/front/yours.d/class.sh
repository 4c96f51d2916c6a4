# shellcheck shell=bash
# shellcheck disable=SC2154 # slug, sol, work, limits...: tools/front/yours's,
# which sources this file
# A class's folder: every submission judged, one table; and the score
# of one submission judged on every test (ALL=1).

# score_of RECORD: after SOL is judged, the judge's records (tools/front/
# judge --record), the score the problem's source gives, out of 100, as
# the one rule makes it (score_record, tools/core/score.sh), in score (a
# score a test's share cut to one place), and how it is made, in how.
# The tests of each folder, and those passed, in the arrays all and good
# (folders in order in dirs), for score_table.
score_of() {
	local verdict in dir name points passed tests earned
	while IFS=$'\t' read -r verdict in _; do
		dir=${in%/*}/
		[[ -n ${all[$dir]:-} ]] || dirs+=("$dir")
		all[$dir]=$(( ${all[$dir]:-0} + 1 ))
		[[ $verdict == AC ]] && good[$dir]=$(( ${good[$dir]:-0} + 1 ))
	done <"$1"
	how=
	while read -r name points passed tests verdict earned; do
		case $name:$scoring in
		total:*) score=$passed ;;	# total VERDICT SCORE
		*:tests) how="$passed of $tests tests, each the same share" ;;
		*:groups) how+="${how:+, }$name ${earned%%.*} of $points" ;;
		*) how="all or nothing: $passed of $tests tests" ;;
		esac
	done < <(score_record "$1")
	score="${score%%.*}.${score:${#score} - 9:1}" score=${score%.0}
}

# score_table RECORD: after every test is judged (ALL=1), the tests
# passed of each folder, then the score (score_of).
score_table() {
	local dir score how dirs=()
	local -A all=() good=()
	score_of "$1"
	echo
	for dir in "${dirs[@]}"; do
		printf '%-40s %5d of %d\n' "$dir" "${good[$dir]:-0}" "${all[$dir]}"
	done
	printf 'Score: %s of 100, as %s scores it%s: %s\n' "$score" \
		"${facts[source]}" "${scoring_note:+ ($scoring_note)}" "$how"
}

# table_row [VERDICT [WHY]]: for one file of a folder (--rows names
# where its row goes: rows_to), its row of the table, from the judge's
# record (tools/front/many's row: its verdict, the first failing test's
# or AC, VERDICT when given; tests passed, tests judged, the slowest time
# (ms), the peak memory (KiB), the first failing test (or WHY) and the
# judge's word on it (escaped by the judge: "did it flush its output?",
# the line that differs), and its score (score_of; 0 when not judged)).
# --record (record_to), when given, names where the judge's record is
# copied.
table_row() {
	local score=0 how dirs=()
	local -A all=() good=()
	[[ -n $rows_to ]] || return 0
	if [[ -n ${1:-} ]]; then
		printf '%s\t0\t0\t0\t0\t%s\t\t0\n' "$1" "${2:-}"
	else
		score_of "$work/record"
		[[ -z $record_to ]] || cp "$work/record" "$record_to"
		awk -F'\t' -v score="$score" '
			$1 != "AC" && !bad { bad = $1; first = $2; why = $6 }
			$1 == "AC" { good++ }
			$4 > ms { ms = $4 } $5 > kib { kib = $5 }
			END { printf "%s\t%d\t%d\t%d\t%d\t%s\t%s\t%s\n",
				bad ? bad : "AC", good, NR, ms, kib, first,
				why, score }' \
			"$work/record"
	fi >"$rows_to/row"
}

# class_files: the files of the folder SOL to judge, in files; a line
# of the table for each other file, and why it is not judged, in
# work/named.
class_files() {
	local f why
	for f in "$sol"/*; do
		why=
		[[ ${f##*/} == *[[:cntrl:]]* ]] &&	# could forge the table
			why="its name holds control characters"
		[[ -L $f ]] && why="a link (to what? judge the file itself)"
		case ${f,,} in	# .CPP as .cpp, as Windows' judges take it
		*.c | *.cpp | *.cc | *.cxx | *.py) ;;
		*) [[ -f $f && ! -x $f ]] &&	# a row for every file
			why=${why:-"not C, C++, Python, nor executable"} ;;
		esac
		if [[ -n $why ]]; then
			printf '%s\tNAME\t0\t0\t0\t0\tnot judged: %s\t\t0\n' \
				"$(shown "${f##*/}")" "$why" >>"$work/named"
		elif [[ -f $f ]]; then
			files+=("$f")
		fi
	done
}

# class_row FILE CELL: FILE's line of the table, from CELL, the folder
# judge_jobs kept it in; its shrunk failure, as judged there, in
# hacks/SLUG/NAME/.
class_row() {
	local hack
	rm -rf "${hacks:?}/${1##*/}"
	for hack in "$2/hacks/$slug"/*/; do	# one: FILE's, or a twin's
		[[ -d $hack ]] && mkdir -p "$hacks" &&
			cp -R "$hack." "$hacks/${1##*/}"
	done
	printf '%s\t' "$(shown "${1##*/}")"
	head -n1 "$2/row" 2>/dev/null ||
		printf 'ERR\t0\t0\t0\t0\tnot judged: its run stopped\t\t0\n'
}

# judge_folder: every C, C++, Python or executable file in the folder
# SOL, each judged on every test and shrunk into hacks/SLUG/NAME/, on all
# cores, as a contest of one problem is (tools/front/many: a program
# judged before, here or by make contest, is not judged again); then a
# table, and CSV (from the environment) as a spreadsheet's file.  Exit
# status 1 unless every one passes.
judge_folder() {
	local files=() f key jobs=0 before=0 judge problem said=''
	local -A key_of=() queued=()
	: >"$work/named"
	class_files
	(( ${#files[@]} )) || [[ -s $work/named ]] || { say "no C, C++," \
		"Python or executable file in $sol"; exit 2; }
	make_cuts	# once, before the submissions judged side by side
	mkdir -p "$kept" || exit 2
	judge=$(judge_digest) problem=$(problem_digest "$slug")
	for f in "${files[@]}"; do
		key=$(job_key "$judge" "$problem" "$slug" "${IO:-stdio}" 1 1 \
			"$budget" "$f")
		key_of[$f]=$key
		if [[ -f $kept/$key/row ]]; then
			before=$((before + 1))
		elif [[ -z ${queued[$key]:-} ]]; then
			queued[$key]=1 jobs=$((jobs + 1))
			printf '%s\0' "$key" "$slug" "${IO:-stdio}" 1 1 "$budget" "$f"
		fi
	done >"$work/jobs"
	(( before )) && said=", $before judged before"
	echo "make judge $slug: $(plural "${#files[@]}" submission) in $sol," \
		"every test of each$said, $(nproc 2>/dev/null || echo 2) at a" \
		"time ..."
	judge_jobs "$kept" "$work/jobs" "$jobs" "make judge $slug: judged"
	for f in "${files[@]}"; do
		class_row "$f" "$(cell_of "$kept" "${key_of[$f]}")"
	done | cat - "$work/named" | sort >"$work/table"
	awk -F'\t' 'NR == FNR { if (length($1) > w) w = length($1); next }
	FNR == 1 { printf "%-*s %-7s %-14s %9s %9s  %s\n", w, "submission",
		"verdict", "tests passed", "slowest", "peak MiB",
		"first failing test" }
	{ why = length($8) > 70 ? substr($8, 1, 67) "..." : $8
	  printf "%-*s %-7s %-14s %7.3f s %9.1f  %s%s\n", w, $1, $2,
		$3 " of " $4, $5 / 1000, $6 / 1024, $7, why == "" ? "" : " " why
	}' "$work/table" \
		"$work/table"
	if [[ -n ${CSV:-} ]]; then
		{ printf '%s,' submission verdict passed tests slowest_ms \
			peak_kib first_failing why; echo score
		  to_csv <"$work/table"; } >"$CSV" || exit 2
		echo "make judge $slug: the table also in $CSV"
	fi
	echo "Shrunk failures: hacks/$slug/<submission>/"
	! cut -f2 "$work/table" | grep -qv '^AC$'
}
