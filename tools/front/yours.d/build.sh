# shellcheck shell=bash
# shellcheck disable=SC2154 # slug, sol, work, limits...: tools/front/yours's,
# which sources this file
# Building SOL as judges build it, in a box of its own.

# digest: a SHA-256 of its standard input, the name a built program is
# kept under: what built it, never a name a submission chose.
digest() { sha256sum | cut -c1-64; }

# keep FILE KEY: FILE kept as build/sol/SLUG/KEY, which becomes $theirs;
# renamed into place, so that two judged side by side never see half a
# file.
keep() {
	theirs=build/sol/$slug/$2
	cp "$1" "$theirs.$$" && mv -f "$theirs.$$" "$theirs" || exit 2
}

# compile COMPILER SOURCE ARG...: SOL copied as SOURCE into an empty
# folder and compiled there in a box of its own (tools/core/box.sh
# compile_in_box); ARG... must write the program "prog", kept (keep) under
# the digest of exactly what built it: the source's bytes, the compiler
# (its path, size and time) and its command.  The compiler's messages are
# shown, escaped, at most 20 lines; a failure is a CE row and exit status
# 2.  Built before from the same bytes by the same command: not again.
compile() {
	local box=$work/compile key compiler
	compiler=$(command -v "$1") || { say "$1 is not installed"
		table_row ERR "$1 is not installed"; exit 2; }
	key=$( { printf '%s\0' "$(stat -L -c '%n %s %Y' "$compiler")" "$@"
		 cat "$sol"; } | digest)
	theirs=build/sol/$slug/$key
	[[ -x $theirs ]] && return
	rm -rf "$box" && mkdir "$box" && cp "$sol" "$box/$2" || exit 2
	compile_in_box "$box" "$work/cc.out" "$work/cc.err" "$1" "${@:3}"
	local status=$?
	show "$work/cc.err" compiler 20 >&2
	if (( status != 0 )) || [[ ! -f $box/prog ]]; then
		table_row CE "$(first_error "$work/cc.err" "$2")"
		say "$(printable "$sol") does not compile (the compiler's" \
			"messages are above)"
		exit 2
	fi
	keep "$box/prog" "$key"
}

# first_error MESSAGES SOURCE: the compiler's first error, as a class
# table shows it: its first line that says "error" (else its first
# line), the file named as the student named it, escaped.
first_error() {
	local line
	line=$(grep -m1 -i 'error' "$1" || head -n1 "$1")
	line=${line//$2/$name}
	printable "$line" 160
}

# build: SOL as the program $theirs, in build/sol/SLUG/ under a digest
# (keep): compiled, a Python wrapper, or the program itself.
build() {
	mkdir -p "build/sol/$slug" || exit 2
	case ${sol,,} in	# the extension in any case: .CPP is .cpp
	*.c) compile "${CC:-cc}" source.c -std=c99 -O2 -DONLINE_JUDGE -Wall \
		-o prog source.c -lm ;;
	*.cpp | *.cc | *.cxx)
		if ! command -v "${CXX:-g++}" >/dev/null; then
			say "$(printable "$sol") is C++, and ${CXX:-g++} is not" \
				"installed (apt-get install g++)"
			table_row ERR "C++, and ${CXX:-g++} is not installed"
			exit 2
		fi
		compile "${CXX:-g++}" source.cpp -std=c++17 -O2 -DONLINE_JUDGE \
			-Wall -o prog source.cpp ;;
	*.py)
		command -v python3 >/dev/null || { say "$(printable "$sol")" \
			"is Python, and python3 is not installed (apt-get" \
			"install python3)"
			table_row ERR "Python, and python3 is not installed"
			exit 2; }
		python_wrapper >"$work/prog" || exit 2
		keep "$work/prog" "$(digest <"$work/prog")" ;;
	*) [[ -x $sol && ! -d $sol ]] || { say "$(printable "$sol") is" \
		"not C (.c), C++ (.cpp), Python (.py) nor a program: add a" \
		"first line such as #!/usr/bin/env ruby and chmod +x it"
		exit 2; }
	   keep "$sol" "$(digest <"$sol")" ;;	# where the box sees it
	esac
	chmod +x "$theirs" || exit 2
}

# python_wrapper: SOL run by the system's python3 (the box's PATH), from
# a script that holds it after a marker line: no path to it is needed,
# no pipe and no second process (a box with no cgroup allows neither),
# and its lines keep their numbers (the source is compiled from the
# marker on, under the name "yours.py", in a fresh __main__).
python_wrapper() {
	printf '%s\n' '#!/bin/sh' \
		"exec python3 -c \"s = open('/dev/fd/3', 'rb').read(); \
s = s[s.index(b'\\n# yours\\n') + 9:]; \
exec(compile(s, 'yours.py', 'exec'), {'__name__': '__main__'})\"" \
		'# yours'
	cat "$sol"
}
