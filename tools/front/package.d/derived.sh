# shellcheck shell=bash
# derived.sh: what the formats made from another (package.d/format/:
# hydro, cms, fps) share; tools/front/package sources it for them.

# yaml_string TEXT: TEXT as a double-quoted YAML string.
yaml_string() {
	local text=${1//\\/\\\\}
	printf '"%s"' "${text//\"/\\\"}"
}

# text_of FILE: FILE's text, a test's (no NUL in it), into the caller's
# variable `text`, read by bash: no process a file (hundreds of tests).
text_of() {
	text=''
	[[ -r $1 ]] || return 1
	IFS= read -r -d '' text <"$1"	# status 1 at the end, which is all
	return 0
}

# told MACRO WHY FILE: FILE, our checker's or interactor's source, with
# `#define MACRO /* WHY */` first: the build of tests/common/checker.h a
# system calls, which compiles the file without our -D.
told() {
	echo "#define $1 /* $2 */"
	cat "$3"
}

# in_group K NAME...: the tests NAME (NAME.in) of group K of
# judging.groups (facts.sh's group_of), in the order given.
in_group() {
	local k=$1 name group
	shift
	for name; do
		group_of -v group "$name.in" || continue
		[[ ${group% *} != "$k" ]] || echo "$name"
	done
}
