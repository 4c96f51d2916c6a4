# shellcheck shell=bash
# shellcheck disable=SC2154 # yours's variables (tools/front/yours)
# hints.sh: what make judge and make hack say after a shrunk failure, and
# only what they checked: where in the game it goes wrong
# (where_it_goes_wrong, after shrink.sh's check_later), a slip of the
# format (format_slip), a failure on every input (fails_everywhere),
# words the statement never prints (foreign_words), an answer written
# through the other channel (channel_hint); and a file shown escaped
# (show).  Sourced with shrink.sh.

# channel_hint IN EXPECTED: after SOL failed on IN, for a problem whose
# contest judged it through files (io_name: NAME.in and NAME.out): SOL
# run on IN again through the other channel (the files for stdin and
# stdout, or the other way), and a line saying what it wrote there, and
# whether that is right, when it wrote anything.
channel_hint() {
	local other='' given="as $io_name.in" wrote="to $io_name.out" right
	[[ -n $io_name ]] || return 0
	if [[ -n $io_file ]]; then
		given="on standard input" wrote="to standard output"
	else
		other=$io_name
	fi
	rm -rf "$work/cwd" && mkdir "$work/cwd" || return 0
	io_file=$other judge_run "$theirs" "$1" "$2" "$work/other" \
		"$work/other.err" "$work/cwd"
	[[ -s $work/other ]] || return 0
	right="a wrong answer"
	[[ ${result[verdict]} == AC ]] && right="the right answer"
	echo "(Through the other channel, given the test $given, yours" \
		"wrote $(plural "$(wc -l <"$work/other")" line) $wrote, $right." \
		"make judge reads stdin and stdout, as the online judges do;" \
		"make contest, or IO=file, reads $io_name.in and writes" \
		"$io_name.out, as the contest did.)"
}

# where_it_goes_wrong: when the input is one position and yours answers
# right the positions later in the game that check_later judged, two
# lines saying what was checked and what follows: every one of them
# (down to the game's end): the mistake shows first here; only some
# moves down: the first wrong answer found is here; where none is an
# input (or there is none), that none below could be checked.  Nothing
# where the input has no later positions, or one below fails otherwise.
where_it_goes_wrong() {
	can_try && check_later || return 0
	(( later_wrong == 0 )) || return 0
	if (( later_right == 0 )); then
		echo "No position later in the game is an input (the game" \
			"ends first, or the statement allows none): none below" \
			"this one could be checked."
	elif (( later_whole )); then
		echo "Yours answers right every position later in the game" \
			"that is an input (all $later_right of them, to the" \
			"game's end):"
		echo "the mistake shows first at this very position, in how" \
			"its answer follows from those a move later: whose" \
			"turn it is, how their values combine, or the" \
			"end-of-game test."
	else
		echo "Yours answers right every position up to" \
			"$(plural "$later_depth" move) later that is an input" \
			"($later_right of them; not all that lie below):"
		echo "the first wrong answer found, going down the game," \
			"is at this position."
	fi
}

# format_slip: for a wrong answer, whether yours holds ours's words and
# numbers, only spaced or punctuated otherwise (`Case #1:X` for `Case
# #1: X`); if so, a line naming it a format slip.
format_slip() {
	local ours yours
	[[ $kind == WA && $compare =~ ^(tokens|exact)$ ]] || return 1
	squeeze() { LC_ALL=C tr -d '[:space:]' <"$1"; }
	if [[ $(squeeze "$work/want") == "$(squeeze "$work/got")" ]]; then
		echo "Yours holds our characters, spaced otherwise: a format" \
			"slip, not a wrong value (see the statement's output)."
		return 0
	fi
	ours=$(LC_ALL=C tr -d '[:space:][:punct:]' <"$work/want")
	yours=$(LC_ALL=C tr -d '[:space:][:punct:]' <"$work/got")
	[[ $ours == "$yours" &&
	   $(grep -o -- '-\?[0-9]\+' "$work/want") == \
	   "$(grep -o -- '-\?[0-9]\+' "$work/got")" ]] || return 1
	echo "Yours holds our words and numbers, punctuated otherwise: a" \
		"format slip, not a wrong value (see the statement's output)."
}

# fails_everywhere: when every input tried failed (more than one), a
# line saying so; where yours crashed or wrote nothing, and only then,
# that reading, startup or memory come before the game itself.
fails_everywhere() {
	(( ! answered_right && tries > 1 )) || return 1
	if [[ $kind == @(RE*|MLE|OLE) || ! -s $work/got ]]; then
		echo "Yours fails so ($kind) on every input tried ($tries)," \
			"the smallest above too: look at reading, startup or" \
			"memory before the game itself."
	else
		echo "Yours answered none of the $tries inputs tried right," \
			"down to the one above."
	fi
}

# foreign_words: for a wrong answer, whether yours holds a word (not a
# number) that no expected output of the problem holds, such as a
# misspelt answer; if so, a line saying which.
foreign_words() {
	local word
	[[ $kind == WA && $compare =~ ^(tokens|exact)$ ]] || return 1
	word=$(tr -s ' \t\r' '\n' <"$work/got" | grep -v '^-\?[0-9]*$' |
		sort -u | grep -vxFf <(cat tests/"$slug"/*/*.out |
			tr -s ' \t\r' '\n' | grep -v '^-\?[0-9]*$' | sort -u) |
		head -n1)
	[[ -n $word ]] || return 1
	echo "Your answer holds '$(printable "$word" 40)', which is not one" \
		"of the problem's words: compare its spelling with the statement's."
}

# show FILE NAME [LINES]: FILE's first LINES lines (default 20), each
# indented, escaped and cut to 200 characters (tools/core/lib.sh printable), so
# that no byte of a program's drives the terminal; past that, where the
# whole is: FILE copied as build/yours/SLUG/NAME.
show() {
	local line n=0 max=${3:-20} total
	total=$(wc -l <"$1")
	[[ -s $1 && $(tail -c1 "$1" | od -An -tx1) != *0a* ]] &&
		total=$((total + 1))
	while (( n < max )) && { IFS= read -r line || [[ -n $line ]]; }; do
		n=$((n + 1))
		printf '    %s\n' "$(printable "$line" 200)"
	done < <(head -c 1000000 "$1")
	if (( total > max )); then
		mkdir -p "build/yours/$slug" && cp "$1" "build/yours/$slug/$2"
		echo "    ... $(plural "$((total - max))" "more line"): all of" \
			"it in build/yours/$slug/$2"
	fi
}
