# shellcheck shell=bash
# shellcheck disable=SC2154 # contest, here: tools/front/contest's
# page.sh: a judged contest shown (tools/front/contest, which sources
# this file): the standings, as a table, a CSV and one HTML page.
#
# CELLS, the judged contest, a line a contestant and problem: WHO,
# PROBLEM, VERDICT (NONE: no file), tests passed, tests judged, slowest
# ms, peak KiB, first failing test, why, score, and the folder kept of
# it (- for none: record, a line a test; log; hacks/, its shrunk input).
# STANDINGS: rank, WHO, total, then a score a problem, in PROBLEMS'
# order, by total (ties by name, sharing a rank).

# shown NAME: a contestant's name as the table and the CSV show it: its
# letters and digits as they are, in any script (where the locale
# C.UTF-8 is), - _ . and spaces too, every other character as \xHH, so
# that no name drives a terminal, reorders a line or starts a formula.
shown() {
	local LC_ALL=C.UTF-8 name=$1 c i out=''
	for ((i = 0; i < ${#name} && i < 60; i++)); do
		c=${name:i:1}
		[[ $c == [[:alnum:]_.\ -] ]] || printable -v c "$c"
		out+=$c
	done
	(( i < ${#name} )) && out+=...
	printf '%s' "$out"
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
	awk -F'\t' -v OFS='\t' '{ rank = $1 == last ? rank : NR; last = $1
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
# column a problem as wide as its name; then each compile error.
show_table() {
	local rank who total scores name widths=() k
	printf '%4s  %-24s %7s' rank contestant total
	while read -r name; do
		name=$(shown "$name")
		widths+=($(( ${#name} > 5 ? ${#name} : 5 )))
		printf ' %s' "$name"
	done <"$2"
	echo
	while IFS=$'\t' read -r rank who total scores; do
		printf '%4s  %s %7s' "$rank" "$(padded "$(shown "$who")" 24)" \
			"$total"
		k=0
		for name in $scores; do
			printf ' %*s' "${widths[k]}" "$name"
			k=$((k + 1))
		done
		echo
	done <"$1"
	awk -F'\t' '$3 == "CE" { print $1 "\t" $2 "\t" $8 }' "$3" |
		while IFS=$'\t' read -r who name why; do
			echo "$(shown "$who"), $(shown "$name"): compile" \
				"error: $why"
		done
}

# standings_csv STANDINGS PROBLEMS: the standings as CSV, every field
# quoted, the names shown.
standings_csv() {
	local rank who rest
	{ printf 'rank,contestant,total'
	  while read -r name; do printf ',%s' "$(shown "$name")"; done <"$2"
	  echo
	  while IFS=$'\t' read -r rank who rest; do
		printf '%s\t%s\t%s\n' "$rank" "$(shown "$who")" "$rest"
	  done <"$1"; } |
	awk -F'\t' -v q="'" 'NR == 1 { print; next } { line = ""
		for (i = 1; i <= NF; i++) { if ($i ~ /^[=+@-]/) $i = q $i
			line = line (i > 1 ? "," : "") "\"" $i "\"" }
		print line }'
}

# page STANDINGS PROBLEMS CELLS: one HTML page, self-contained (no
# script, no network, no file beside it): the standings, each cell
# coloured by its score and linking to its tests below.
page() {
	{ echo "#standings"; cat "$1"; echo "#problems"; cat "$2"
	  echo "#cells"; cat "$3"; echo "#details"
	  cell_details "$3"; } |
	awk -F'\t' -v title="$(printable "${contest##*/}" 80)" \
		-v when="$(date -u '+%Y-%m-%d %H:%M UTC')" \
		-f "$here/contest.d/page.awk"
}

# cell_details CELLS: for each judged cell, its tests (from its record)
# and its shrunk input, as lines the page's awk reads: `test WHO PROBLEM
# VERDICT NAME MS KIB`, `input WHO PROBLEM LINE`, `hint WHO PROBLEM TEXT`.
cell_details() {
	local who name cell in
	# (read would run empty fields together: awk picks the three)
	awk -F'\t' '$11 != "-" { print $1 "\t" $2 "\t" $11 }' "$1" |
	while IFS=$'\t' read -r who name cell; do
		[[ -f $cell/record ]] && awk -F'\t' -v OFS='\t' -v who="$who" \
			-v name="$name" '{ print "test", who, name, $1, $3, $4,
			$5 }' "$cell/record"
		in=$(find "$cell/hacks" -name '*.in' 2>/dev/null | sort |
			head -n1)
		[[ -n $in ]] && head -c 2000 "$in" | head -n 30 |
			while IFS= read -r line; do
				printf 'input\t%s\t%s\t%s\n' "$who" "$name" \
					"$(printable "$line" 200)"
			done
		grep -m1 '^(Through the other channel' "$cell/log" 2>/dev/null |
			while IFS= read -r line; do
				printf 'hint\t%s\t%s\t%s\n' "$who" "$name" \
					"$line"
			done
	done
}
