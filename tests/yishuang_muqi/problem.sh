# What the tools need to know of yishuang_muqi (tools/README.md, "A
# problem's description"); bash, sourced by tools/lib.sh's read_problem.
cases=one	# the input is one board
checks=picture	# tests/picture.c proves the header's staircase picture
