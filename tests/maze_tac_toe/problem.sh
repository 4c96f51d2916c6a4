# What the tools need to know of maze_tac_toe (tools/README.md, "A
# problem's description"); bash, sourced by tools/lib.sh's read_problem.
cases=one	# the input is one maze
