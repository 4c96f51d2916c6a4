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

# whole_name FILE: FILE's name as a table and a CSV show it: whole (a
# name is at most 255 bytes), escaped, so that no two files share a row's
# name.
whole_name() { printable "${1##*/}" 1024; }

# table_row [VERDICT [WHY]]: for a folder of submissions (--rows names
# where the rows go: rows_to), this one's row from the judge's record: its name
# (escaped), its verdict (the first failing test's, or AC; VERDICT when
# given), tests passed, tests judged, the slowest time (ms), the peak
# memory (KiB), the first failing test (or WHY) and the judge's word on
# it (escaped by the judge: "did it flush its output?", the line that
# differs), and its score (score_of; 0 when not judged).  --record
# (record_to), when given, names where the judge's record is copied
# (make contest).
table_row() {
	local shown score=0 how dirs=()
	local -A all=() good=()
	[[ -n $rows_to ]] || return 0
	shown=$(whole_name "$sol")
	if [[ -n ${1:-} ]]; then
		printf '%s\t%s\t0\t0\t0\t0\t%s\t\t0\n' "$shown" "$1" "${2:-}"
	else
		score_of "$work/record"
		[[ -z $record_to ]] || cp "$work/record" "$record_to"
		# the name through ENVIRON: -v would undo its \x escapes
		SHOWN=$shown awk -F'\t' -v score="$score" '
			BEGIN { sol = ENVIRON["SHOWN"] }
			$1 != "AC" && !bad { bad = $1; first = $2; why = $6
				sub(/^[0-9.]+ s +[0-9.]+ MiB +/, "", why) }
			$1 == "AC" { good++ }
			$4 > ms { ms = $4 } $5 > kib { kib = $5 }
			END { printf "%s\t%s\t%d\t%d\t%d\t%d\t%s\t%s\t%s\n",
				sol, bad ? bad : "AC", good, NR, ms, kib, first,
				why, score }' \
			"$work/record"
	fi >"$rows_to/$(basename "$sol")"
}

# name_row FILE WHY: FILE's row in the class table, not judged, and why.
name_row() {
	printf '%s\tNAME\t0\t0\t0\t0\tnot judged: %s\t\t0\n' \
		"$(whole_name "$1")" "$2" \
		>"$rows/$(printf '%s' "${1##*/}" | cksum | cut -d' ' -f1)"
}

# judge_folder: every C, C++, Python or executable file in the folder
# SOL, each judged on every test and shrunk into hacks/SLUG/NAME/, on all
# cores; then a table, and CSV (from the environment) as a spreadsheet's
# file.  Exit status 1 unless every one passes.
judge_folder() {
	local files=() f rows=$work/rows why named
	mkdir "$rows" || exit 2
	for f in "$sol"/*; do
		why=
		[[ ${f##*/} == *[[:cntrl:]]* ]] &&	# could forge the table
			why="its name holds control characters"
		[[ -L $f ]] && why="a link (to what? judge the file itself)"
		if [[ -n $why ]]; then
			name_row "$f" "$why"
			continue
		fi
		case ${f,,} in	# .CPP as .cpp, as Windows' judges take it
		*.c | *.cpp | *.cc | *.cxx | *.py) [[ -f $f ]] && files+=("$f") ;;
		*) if [[ -f $f && -x $f ]]; then
			files+=("$f")
		   elif [[ -f $f ]]; then	# a row for every file
			name_row "$f" "not C, C++, Python, nor executable"
		   fi ;;
		esac
	done
	(( ${#files[@]} )) || [[ -n $(ls "$rows") ]] || { say "no C, C++," \
		"Python or executable file in $sol"; exit 2; }
	echo "make judge $slug: $(plural "${#files[@]}" submission) in $sol, every test" \
		"of each, $(nproc 2>/dev/null || echo 2) at a time ..."
	make_cuts	# once, before the submissions judged side by side
	named=$(compgen -G "$rows/*" | wc -l)	# rows not judged
	printf '%s\0' "${files[@]}" >"$work/files"
	ALL=1 V='' in_background xargs -0 -r -n 1 \
		-P "$(nproc 2>/dev/null || echo 2)" -a "$work/files" \
		"$0" --rows "$rows" --hacks "$hacks_root" judge "$slug" \
		--row "$budget" >/dev/null 2>&1
	while :; do	# on a terminal: rows done of all, each second
		progress "make judge $slug: judged" \
			$(( $(compgen -G "$rows/*" | wc -l) - named )) "${#files[@]}"
		wait_a_second "$background" && break
	done
	background=
	progress_clear
	for f in "${files[@]}"; do	# a row for each, even one whose run died
		[[ -e $rows/${f##*/} ]] || printf '%s\tERR\t0\t0\t0\t0\t%s\t\t0\n' \
			"$(whole_name "$f")" "not judged: its run stopped" \
			>"$rows/${f##*/}"
	done
	cat "$rows"/* | sed 's|^[^\t]*/||' | sort >"$work/table"
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
