# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# statement SLUG...: each problem's statements both render, and the
# Chinese says what the English says in every formula and literal, in
# the glossary's words; the English title is problem.yaml's name.
# spans FILE: its formulas and \texttt, one a line, white space as one.
spans() {
	sed -zE 's/\\[$%]/\x03/g; s/%[^\n]*\n[ \t]*//g; s/\s+/ /g' "$1" |
		grep -oE '\$[^$]*\$|\\texttt\{[^}]*\}' | sort -u
}
# shunned: the words the glossary's third column rules out, one a line.
shunned() {
	awk -F'|' 'NF > 4 && $4 !~ /^ *(not|-+) *$/ {
		n = split($4, word, "、")
		for (i = 1; i <= n; i++) { gsub(/ /, "", word[i]); print word[i] } }' \
		tests/common/glossary.md
}
# unspaced FILE: each place where Chinese meets a Latin letter, a digit,
# a formula or \texttt with no space between, read as tex2html reads the
# file (a line that ends in % joins the next with no space; any other
# line end is a space).  A CJK ideograph is three bytes, E4-E9 first:
# Chinese punctuation (、。（）) is not one, and needs no space.
unspaced() {
	local han=$'[\xe4-\xe9][\x80-\xbf][\x80-\xbf]'
	sed -z 's/%\n[ \t]*//g; s/\n/ /g' "$1" |
		LC_ALL=C grep -oE "${han}[A-Za-z0-9\$\\]|[A-Za-z0-9\$}]$han"
}
# spaced FILE: each place where a space stands beside Chinese punctuation
# (full-width: it holds its own space), read as unspaced reads the file,
# a paragraph's end (a blank line, or the file's) not being a space.
spaced() {
	local mark='(（|）|，|。|、|：|；|？|！|“|”)'
	local one=$'([\xe0-\xef][\x80-\xbf][\x80-\xbf]|[!-~])'
	sed -z 's/%\n[ \t]*//g; s/\n*$//; s/\n[ \t]*\n/\x01/g; s/\n/ /g' "$1" |
		LC_ALL=C grep -oE "$one? $mark|$mark $one?"
}
check_statement() {
	local stated=0 unstated=0 slug en zh why tex out differ title word
	for slug in "$@"; do
		en=tests/$slug/statement.en.tex zh=tests/$slug/statement.zh.tex
		why=
		for tex in "$en" "$zh"; do
			[[ -f $tex ]] || { why="$tex is missing"; break; }
			out=$("$here/../front/tex2html" "$tex" 2>&1 >/dev/null) ||
				{ why=$out; break; }
		done
		if [[ -z $why ]]; then
			differ=$(diff <(spans "$en") <(spans "$zh") | grep '^[<>]' |
				tr '\n' ' ')
			[[ -n $differ ]] &&
				why="$zh differs from the English in formulas or literals: $differ"
		fi
		title=$(statement_title "$en" 2>/dev/null)
		read_manifest "tests/$slug/problem.yaml" 2>/dev/null ||
			facts=()
		if [[ -z $why && $title != "${facts[name]:-}" ]]; then
			why="$en is titled '$title', tests/$slug/problem.yaml names another"
		fi
		if [[ -z $why ]]; then
			word=$(grep -v '^\\problemname' "$zh" |
				grep -oFf <(shunned) | head -n1)
			[[ -n $word ]] &&
				why="$zh says $word, which tests/common/glossary.md rules out"
		fi
		if [[ -z $why ]]; then
			word=$(unspaced "$zh" | head -n1)
			[[ -n $word ]] && why="$zh: '$word', Chinese and Latin"
			[[ -n $word ]] && why+=" text with no space between"
			[[ -n $word ]] && why+=" (tests/common/glossary.md)"
		fi
		if [[ -z $why ]]; then
			word=$(spaced "$zh" | head -n1)
			[[ -n $word ]] && why="$zh: '$word', a space beside"
			[[ -n $word ]] && why+=" Chinese punctuation"
			[[ -n $word ]] && why+=" (tests/common/glossary.md)"
		fi
		if [[ -n $why ]]; then
			line FAIL statement "$why"
			unstated=$((unstated + 1))
			continue
		fi
		stated=$((stated + 1))
		(( verbose )) && line ok statement "$slug: in English and Chinese"
	done
	summary statements "$stated" "$unstated" \
		"$stated of $(plural "$#" problem) stated alike in English and Chinese"
}

runs 100 check_statement --if statement statement
