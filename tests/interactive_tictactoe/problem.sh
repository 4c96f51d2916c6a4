# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of interactive_tictactoe (tools/README.md,
# "A problem's description"); bash, sourced by tools/core/lib.sh's
# read_problem.  An input is one game: the interactor's (side,
# requirement, start grid, the judge's strategy); the program reads only
# what the interactor writes it.
cases=one
# The program plays tests/interactive_tictactoe/interactor.c; the answer
# (.out, from brute.c) is the start's value to the program, win, draw or
# loss, which the interactor checks its own table against.
compare=interactive
# Kattis's four groups, their points: a test is in the group its name
# starts with (recipes); legacy packages have them as data/secret/group1
# to group4, scored (tools/README.md, "Interactive problems").
groups="valid:20 never_lose:25 always_win:30 both:25"
# make judge, make hack: a shrunk game is one of few moves: the empty
# cells of the start grid.
size_of() { sed -n '2,4p' "$1" | tr -cd . | wc -c; }
small_size=2
# The write-up's picture (tools/front/pictures, make pictures): explain on the
# first case of this input.
example=sample/sample-1.in
# make judge, make hack (tools/front/yours.d/shrink.sh): input $1 with
# the judge's strategy made the moves it played in the exchange
# $2/interaction (its "<" grids: each new o), so that the shrinker can
# play the game a move pair later (shrink.c).
replay() {
	awk 'NR == FNR { if (FNR == 1) head = $0
			 else if (FNR <= 4) { rows[FNR - 1] = $0; was = was $0 }
			 next }
	     /^[<>][.xo][.xo][.xo]$/ {
		grid = grid substr($0, 2)
		if (length(grid) < 9) next
		for (k = 1; k <= 9 && /^</; k++)
			if (substr(grid, k, 1) == "o" && substr(was, k, 1) != "o")
				moves = moves " " k
		was = grid; grid = "" }
	     END { if (moves == "") exit 1
		   printf "%s\n%s\n%s\n%s\nmoves%s\n", head, rows[1], rows[2],
			rows[3], moves }' "$1" "$2/interaction"
}
