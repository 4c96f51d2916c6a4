# shellcheck shell=bash
# The code the tools run for sanziqi2; its facts are in
# problem.yaml beside it.  Bash, sourced by tools/core/lib.sh's
# read_problem.
# make package: which cut inputs of tools.cut_set to keep, those of at
# most 3 stones, the positions the statement allows.
keep_cut() {	# bash alone, no process: it runs once for each of 5478
	local board
	IFS= read -r -d '' board <"$1"
	board=${board//[^OX]/}
	(( ${#board} <= 3 ))
}
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { echo $(( $(wc -l <"$1") / 3 )); }	# boards
