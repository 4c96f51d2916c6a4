# shellcheck shell=bash
# shellcheck disable=SC2154 # contest, here: tools/front/contest's
# page.sh: a judged contest shown (tools/front/contest, which sources
# this file): the standings, as a table, a CSV and one HTML page.
#
# CELLS, the judged contest, a line a contestant and problem: WHO,
# PROBLEM, VERDICT (NONE: no file), tests passed, tests judged, slowest
# ms, peak KiB, first failing test, why, score, the folder kept of it
# (- for none: record, a line a test; log; hacks/, its shrunk input),
# and the reason it is under 100, in words (reason_of).
# STANDINGS: rank, WHO, total, then a score a problem, in PROBLEMS'
# order, by total (ties by name, sharing a rank).

# reason_of CELL: why a cell (its kept folder, or - for no file) is
# under 100, in a few words, each failure its own: empty for 100.
reason_of() {
	local verdict
	[[ $1 == - ]] && { echo "no file"; return; }
	verdict=$(cut -f1 "$1/row")
	if [[ $verdict != AC ]] &&
		grep -q '^(Through the other channel' "$1/log" 2>/dev/null; then
		echo "the wrong channel (files or stdin)"
		return
	fi
	case $verdict in
	AC) ;;
	CE) echo "compile error" ;;
	WA) echo "wrong answer" ;;
	TLE) echo "too slow" ;;
	RE) echo "a crash" ;;
	MLE) echo "too much memory" ;;
	OLE) echo "too much output" ;;
	*) echo "not judged ($verdict)" ;;
	esac
}

# standings CELLS PROBLEMS: STANDINGS.
standings() {
	awk -F'\t' -v OFS='\t' 'NR == FNR { order[++n] = $1; next }
	{ score[$1, $2] = $10; total[$1] += $10 }
	END { for (who in total) { line = sprintf("%.1f", total[who])
		sub(/\.0$/, "", line); line = line OFS who
		for (k = 1; k <= n; k++) line = line OFS score[who, order[k]]
		print line } }' "$2" "$1" |
	sort -t $'\t' -k1,1gr -k2,2 |
	awk -F'\t' -v OFS='\t' '{ rank = NR > 1 && $1 == last ? rank : NR
		last = $1
		line = rank OFS $2 OFS $1
		for (i = 3; i <= NF; i++) line = line OFS $i
		print line }'
}

# padded TEXT WIDTH: TEXT, then spaces to WIDTH columns of a terminal,
# a character of three bytes or more (CJK) taking two.
padded() {
	local chars bytes columns
	chars=$(LC_ALL=C.UTF-8; echo "${#1}") bytes=$(LC_ALL=C; echo "${#1}")
	columns=$(( chars + (bytes - chars) / 2 ))
	printf '%s%*s' "$1" $(( $2 > columns ? $2 - columns : 0 )) ''
}

# show_table STANDINGS PROBLEMS CELLS: the standings on the terminal, a
# column a problem as wide as its name; then each zero and its reason
# (a compile error with its first error).
show_table() {
	local rank who total scores name widths=() k
	printf '%4s  %-24s %7s' rank contestant total
	while read -r name; do
		widths+=($(( ${#name} > 5 ? ${#name} : 5 )))
		printf ' %s' "$name"
	done <"$2"
	echo
	while IFS=$'\t' read -r rank who total scores; do
		printf '%4s  %s %7s' "$rank" "$(padded "$who" 24)" \
			"$total"
		k=0
		for name in $scores; do
			printf ' %*s' "${widths[k]}" "$name"
			k=$((k + 1))
		done
		echo
	done <"$1"
	# every zero, and why
	awk -F'\t' '$10 == 0 { print $1 "\t" $2 "\t" $12 "\t" \
		($3 == "CE" ? $8 : "") }' "$3" |
		while IFS=$'\t' read -r who name reason why; do
			echo "$who, $name: ${reason:-0}${why:+: $why}"
		done
}

# standings_csv STANDINGS PROBLEMS CELLS: the standings as CSV (lib.sh's
# to_csv), each problem's score followed by its reason ("PROBLEM why":
# empty for 100).
standings_csv() {
	printf 'rank,contestant,total'
	while read -r name; do printf ',%s,%s why' "$name" "$name"; done <"$2"
	echo
	awk -F'\t' -v OFS='\t' 'FILENAME == ARGV[1] { order[++n] = $1; next }
		FILENAME == ARGV[2] { why[$1, $2] = $12; next }
		{ line = $1 OFS $2 OFS $3
		  for (k = 1; k <= n; k++)
			line = line OFS $(k + 3) OFS why[$2, order[k]]
		  print line }' "$2" "$3" "$1" | to_csv
}

# page STANDINGS PROBLEMS CELLS: one HTML page, self-contained (no
# script, no network, no file beside it): the standings, each cell
# coloured by its score and linking to its tests below.
page() {
	{ echo "#standings"; cat "$1"; echo "#problems"; cat "$2"
	  echo "#cells"; cat "$3"; echo "#details"
	  cell_details "$3"; } |
	awk -F'\t' -v title="$(printable "${title:-${contest##*/}}" 80)" \
		-v when="$(date -u '+%Y-%m-%d %H:%M UTC')" \
		-f "$here/contest.d/page.awk"
}

# cell_details CELLS: for each judged cell, its tests (from its record)
# and its shrunk input, as lines the page's awk reads: `test WHO PROBLEM
# VERDICT NAME MS KIB POINTS MESSAGE` (POINTS what the test earns, by
# score.sh's rule: `-` for a sample, which earns nothing; under groups,
# `GROUP P/W`, its group's points of its worth), `input WHO PROBLEM
# LINE`, `hint WHO PROBLEM TEXT`, `when WHO PROBLEM DATE` (when it was
# judged).
cell_details() {
	local who name cell in
	# (read would run empty fields together: awk picks the three)
	awk -F'\t' '$11 != "-" { print $1 "\t" $2 "\t" $11 }' "$1" |
	while IFS=$'\t' read -r who name cell; do
		[[ -f $cell/record ]] && test_points "${scoring_of[$name]}" \
			"${groups_of[$name]}" "$cell/record" | awk -F'\t' \
			-v OFS='\t' -v who="$who" -v name="$name" '{ print \
			"test", who, name, $1, $3, $4, $5, $7, $6 }'
		in=$(find "$cell/hacks" -name '*.in' 2>/dev/null | sort |
			head -n1)
		[[ -n $in ]] && head -c 2000 "$in" | head -n 30 |
			while IFS= read -r line; do
				printf 'input\t%s\t%s\t%s\n' "$who" "$name" \
					"$(printable "$line" 200)"
			done
		[[ -f $cell/when ]] && printf 'when\t%s\t%s\t%s\n' "$who" \
			"$name" "$(head -c 40 "$cell/when")"
		grep -m1 '^(Through the other channel' "$cell/log" 2>/dev/null |
			while IFS= read -r line; do
				printf 'hint\t%s\t%s\t%s\n' "$who" "$name" \
					"$line"
			done
	done
}

# test_points SCORING GROUPS RECORD: RECORD's lines, each with what its
# test earns after them (cell_details' POINTS), as score.sh scores: a
# group is named as group_of names it (a test's name up to its first
# `-` or `.`, `max-` dropped); all or nothing is one group, `all`.
test_points() {
	awk -F'\t' -v OFS='\t' -v scoring="$1" -v groups="$2" '
	function group(file,   n) { n = file; sub(/.*\//, "", n)
		sub(/\..*/, "", n); sub(/^max-/, "", n); sub(/-.*/, "", n)
		return n }
	function scored(file) { return file !~ /(^|\/)(sample|hacks)\// }
	BEGIN { if (scoring == "all") groups = "all:100"
		n = split(groups, word, " ")
		for (i = 1; i <= n; i++) { split(word[i], part, ":")
			worth[part[1]] = part[2] } }
	NR == FNR { if (!scored($2)) next
		g = scoring == "all" ? "all" : group($2)
		tests++; if ($1 != "AC") failed[g] = 1; next }
	!scored($2) { print $0, "-"; next }
	scoring == "tests" { print $0, sprintf("%.2f",
		$1 == "AC" ? 100 / tests : 0); next }
	{ g = scoring == "all" ? "all" : group($2)
	  if (!(g in worth)) { print $0, "-"; next }
	  print $0, g " " (g in failed ? 0 : worth[g]) "/" worth[g] }
	' "$3" "$3"
}
