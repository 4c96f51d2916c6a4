# shellcheck shell=bash
# shellcheck disable=SC2154 # limit_ms, limit_mib: read_limits's
# shellcheck disable=SC2016 # the backquotes are Markdown's, not a shell's
# docs SLUG...: what README.md says agrees with its one source.  Every
# `make TARGET VAR=...` it shows names a target of tools/README.md's
# table (the one description of each, which make help prints) with
# variables that target's usage lists (CC, CFLAGS, ISOLATE and V go
# with any); the problems table has a row for each SLUG whose limits
# are those of its manifest (tests/SLUG/problem.yaml); and the
# write-ups say the same limits near their tops; its first word counts
# the problems (src/*.c); the front door stays short: the problems by
# line 45 (its first screen), at most 190 lines besides the problems
# table's rows and make new's marks (a budget README.md's "How to add a
# problem" states), so a new problem's row never forces other text out;
# tools/README.md, the map, at most 250 (its "Budgets" says so), each
# topic on its page in tools/docs/.
docs_fail() { docs_bad=$((docs_bad + 1)); line FAIL docs "$*"; }
check_docs() {
	local docs_bad=0 usages command target var slug row start lines limits
	local slip
	usages=$(grep -o '^| `make[^`]*`' tools/README.md | sed 's/^| `//;
		s/`$//; s/\\|/|/g')
	while IFS= read -r command; do
		target=$(awk '{ for (i = 2; i <= NF; i++)
			if ($i !~ /=/ && $i !~ /^-/) { print $i; exit } }' \
			<<<"$command")
		grep -qE "^make${target:+ $target}( |$)" <<<"$usages" || {
			docs_fail "README.md shows '$command': no target '$target'" \
				"in tools/README.md's table"; continue; }
		while read -r var; do
			[[ -z $var || $var == @(CC|CFLAGS|ISOLATE|V)= ]] &&
				continue
			grep -E "^make${target:+ $target}( |$)" <<<"$usages" |
				grep -q "$var" ||
				docs_fail "README.md shows '$command': make" \
					"$target takes no $var (tools/README.md)"
		done < <(grep -oE '\b[A-Z]+=' <<<"$command")
	done < <(grep -oE '(^|`)(\$ )?make( [^`#]*[^ `#])?' README.md |
		sed 's/^`//; s/^\$ //' | sort -u)
	for slug in "$@"; do
		read_limits "src/$slug.c" || continue
		limits="$(seconds "$limit_ms" | sed -E 's/\.?0+$//') s, $limit_mib MiB"
		[[ $(head -n 6 "tests/$slug/README.md" | tr '\n' ' ') == \
			*"Limits: $limits"* ]] ||
			docs_fail "tests/$slug/README.md does not give the" \
				"limits of its manifest, $limits, near its top"
		row=$(grep -F "| [\`$slug\`]" README.md)
		if [[ -z $row ]]; then
			docs_fail "README.md's problems table has no row for $slug"
		elif [[ $row != *"${limits%%,*}"* ||
			$row != *" $limit_mib MiB"* ]]; then
			docs_fail "README.md gives $slug other limits than" \
				"tests/$slug/problem.yaml"
		fi
	done
	while IFS= read -r slip; do
		docs_fail "$slip: a list, heading or quote to CommonMark," \
			"inside a paragraph"
	done < <(markdown_slips README.md tools/README.md tools/docs/*.md)
	lines=$(wc -l <tools/README.md)
	(( lines <= 250 )) ||
		docs_fail "tools/README.md: $lines lines, over 250: a topic's" \
			"detail goes to its page in tools/docs/" 
	local count
	count=$(problems_word "$(compgen -G 'src/*.c' | wc -l)")
	[[ $(sed -n 3p README.md) == "$count "* ]] ||
		docs_fail "README.md's line 3 does not start with '$count'," \
			"the number of problems (src/*.c)"
	start=$(grep -n '^## The problems' README.md | cut -d: -f1)
	(( ${start:-999} <= 45 )) ||
		docs_fail "README.md: the problems start on line ${start:-?}," \
			"not on its first screen (by line 45)"
	lines=$(grep -v '^| \[`' README.md | grep -cv 'FILL IN (`')
	(( lines <= 190 )) ||
		docs_fail "README.md: $lines lines besides the problems' rows, over 190"
	summary docs $(( docs_bad == 0 )) $(( docs_bad > 0 )) \
		"README.md's commands, problems and limits agree with their sources"
}

runs 140 check_docs --if data data
