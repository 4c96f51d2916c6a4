# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of notakto (tools/README.md, "A problem's
# description"); bash, sourced by tools/core/lib.sh's read_problem.
# A count t comes first, but a game is n boards of 3 lines: count and
# each need a fixed case_lines (make judge cuts runs of cases by it), so
# the tools take the input as one; shrink.c drops games itself.
cases=one
# One answer line a game: make test wants an explain answer: line a game.
answer_lines=1
# Outputs compared as the source judge does (tools/core/compare.h): Toph
# compares the words.
compare=tokens
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { grep -c '^[.X][.X][.X]$' "$1" | awk '{ print int($1 / 3) }'; }
small_size=1	# boards, over all games
# The write-up's picture (tools/front/pictures, make pictures): explain on the
# first case of this input.
example=sample/sample-1.in
