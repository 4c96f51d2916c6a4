# shellcheck shell=bash
# The code the tools run for interactive_tictactoe; its facts are in
# problem.yaml beside it.  Bash, sourced by tools/core/lib.sh's
# read_problem.
# make judge, make hack: a shrunk game is one of few moves: the empty
# cells of the start grid.
size_of() { sed -n '2,4p' "$1" | tr -cd . | wc -c; }
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
