# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of winning_move (tools/README.md, "A
# problem's description"); bash, sourced by tools/core/lib.sh's read_problem.
cases=one	# cases end at `$`, not by count: shrunk as one input
# Outputs compared as the source judge does (tools/core/compare.h): POJ answers
# Presentation Error when only white space differs.
compare=exact
# make judge, make hack: a shrunk input a person reads at a glance: one
# board (its size: the boards).
size_of() { grep -c '^?' "$1"; }
small_size=1
# The write-up's picture (tools/front/pictures): explain on its first case.
example=secret/late-winning-cell-1.in
