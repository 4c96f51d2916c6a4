# shellcheck shell=bash
# shellcheck disable=SC2154 # slug, sol, work, limits...: tools/front/yours's,
# which sources this file
# Building SOL as judges build it, in a box of its own.

# compile COMPILER SOURCE ARG...: SOL copied as SOURCE into an empty
# folder and compiled there in a box of its own (tools/core/lib.sh
# compile_in_box); ARG... must write the program "prog", which becomes
# $theirs.  The compiler's messages are shown, escaped, at most 20 lines;
# a failure is a CE row and exit status 2.  An unchanged SOL is not built
# again (build/sol/SLUG/NAME.bin.stamp).
compile() {
	local box=$work/compile stamp
	command -v "$1" >/dev/null || { say "$1 is not installed"; exit 2; }
	# built before from the same bytes, by the same command: as it is,
	# its warnings said then
	stamp=$( { cat "$sol"; printf '%s\n' "$(command -v "$1")" "$@"; } |
		cksum)
	[[ -x $theirs && $(cat "$theirs.stamp" 2>/dev/null) == "$stamp" ]] &&
		return
	rm -f "$theirs.stamp"
	rm -rf "$box" && mkdir "$box" && cp "$sol" "$box/$2" || exit 2
	compile_in_box "$box" "$work/cc.out" "$work/cc.err" "$1" "${@:3}"
	local status=$?
	show "$work/cc.err" compiler 20 >&2
	if (( status != 0 )) || [[ ! -f $box/prog ]]; then
		table_row CE "$(printable "$(head -n1 "$work/cc.err")" 120)"
		say "$sol does not compile (the compiler's messages are above)"
		exit 2
	fi
	cp "$box/prog" "$theirs" && echo "$stamp" >"$theirs.stamp" || exit 2
}

# build: SOL as the program $theirs, build/sol/SLUG/NAME.bin, NAME its
# file name with the extension, so that bob.c and bob.py are two.
build() {
	theirs=build/sol/$slug/$name.bin
	mkdir -p "build/sol/$slug" || exit 2
	case $sol in
	*.c) compile "${CC:-cc}" source.c -std=c99 -O2 -DONLINE_JUDGE -Wall \
		-o prog source.c -lm ;;
	*.cpp | *.cc | *.cxx)
		if ! command -v "${CXX:-g++}" >/dev/null; then
			say "$sol is C++, and ${CXX:-g++} is not installed" \
				"(apt-get install g++)"
			exit 2
		fi
		compile "${CXX:-g++}" source.cpp -std=c++17 -O2 -DONLINE_JUDGE \
			-Wall -o prog source.cpp ;;
	*.py)
		command -v python3 >/dev/null || { say "$sol is Python, and" \
			"python3 is not installed (apt-get install python3)"
			exit 2; }
		# run by the system's python3 (the box's PATH) from a
		# wrapper that holds the source, so that the run needs no
		# path to it
		{ printf '#!/bin/sh\nexec python3 /dev/fd/3 3<<%s\n' \
			"'END_OF_THE_PYTHON_SOURCE'"
		  cat "$sol"
		  printf '\nEND_OF_THE_PYTHON_SOURCE\n'; } >"$theirs" &&
			chmod +x "$theirs" || exit 2 ;;
	*) [[ -x $sol && ! -d $sol ]] || { say "$sol is not C (.c), C++" \
		"(.cpp), Python (.py) nor a program: add a first line" \
		"such as #!/usr/bin/env ruby and chmod +x it"; exit 2; }
	   cp "$sol" "$theirs" || exit 2 ;;	# where the isolated run sees it
	esac
}
