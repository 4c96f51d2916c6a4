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
