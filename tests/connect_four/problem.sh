# shellcheck shell=bash
# The code the tools run for connect_four; its facts are in
# problem.yaml beside it.  Bash, sourced by tools/core/lib.sh's
# read_problem.
# make judge, make hack: a shrunk input's size, which CI asks each wrong
# submission to shrink to, at most tools.small_size (make test P=).
size_of() { head -n1 "$1"; }	# positions
