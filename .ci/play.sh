# shellcheck shell=bash
# CI's make play: sourced by .ci/run from the clone's top, under set
# -euo pipefail.  A game scripted on stdin, each thing said checked.

# says WHAT OUTPUT SAID...: each SAID is in OUTPUT, else WHAT fails.
says() { local what=$1 output=$2 said; shift 2
	for said; do grep -qF -- "$said" <<<"$output" || {
		echo "CI: $what did not say '$said':" >&2
		echo "$output" >&2; exit 1; }
	done; }

# interactive_tictactoe (.ci/play.txt): a taken cell (named as 2,2 the
# second time), a word and a number out of range each get a line and the
# prompt again; the program's moves are said as row,column; the game
# ends, and explain gives each move its value.
says 'make play' "$(make -s play P=interactive_tictactoe <.ci/play.txt 2>&1)" \
	'cell 5 is taken' "'x' is not a cell" "'10' is not a cell" \
	'the program plays x at 1,1 (cell 1)' 'The program wins.' \
	'answer: draw'
# A person who moves first: that move is the game's first, from the empty
# board, not folded into the start.
[[ $(printf 'y\n5\nq\n' | make -s play P=interactive_tictactoe 2>&1) == \
	*"start      o2,2 "* ]]
# connect_four, from the sample's drawn position (0): a start too short,
# a column out of range and a full one are each said; the person throws
# the draw and the perfect player wins at once.
drawn=1371674174173737211522442653
says 'make play P=connect_four' "$(printf '%s\n' 123 "$drawn" y 8 1 5 |
	make -s play P=connect_four 2>&1)" 'fewer than 10 moves: type' \
	"'8' is not a column" 'column 1 is full' 'The program wins.' \
	"your moves from $drawn:" 'move 29, column 5:' \
	'(best 0: 4), threw the draw'
# An empty line: a random start of 12 moves, drawn.
[[ $(printf '\nq\n' | make -s play P=connect_four 2>&1) =~ \
	' 1 2 3 4 5 6 7     '[1-7]{12}$'\n' ]] || {
	echo "CI: make play P=connect_four: no start of 12 moves" >&2; exit 1; }
