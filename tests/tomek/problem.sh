# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of tomek (tools/README.md, "A problem's
# description"); bash, sourced by tools/core/lib.sh's read_problem.
cases=count	# T, then T boards
# A board's 4 rows and the empty line after it: 5 lines a case.
case_lines=5
answer_lines=1
# Outputs compared as the source judge does (tools/core/compare.h): Code
# Jam compared the words of the output.
compare=tokens
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { head -n1 "$1"; }	# boards
small_size=1
# The write-up's picture (tools/front/pictures, make pictures): explain on the
# first case of this input, a line won through the T, which counts for
# both players and is drawn as neither's.
example=secret/won-through-t.in
neutral=T
