# shellcheck shell=bash
# shellcheck disable=SC2154 # contest, say: tools/front/contest's
# folders.sh: a contest folder read (tools/front/contest, which sources
# this file): which file is whose program of which problem, nothing
# outside the folder read.

# slug_of NAME: the problem NAME names, a slug or a manifest's
# judging.file (files[NAME]); status 1 for none.
declare -A files=()
for manifest in tests/*/problem.yaml; do
	name=$(build/tools/manifest "$manifest" judging.file 2>/dev/null) &&
		[[ -n $name ]] && files[$name]=${manifest%/problem.yaml}
done
slug_of() {
	if [[ $1 =~ ^[a-z0-9_]+$ && -f src/$1.c ]]; then
		echo "$1"
	elif [[ -n ${files[$1]:-} ]]; then
		echo "${files[$1]#tests/}"
	else
		return 1
	fi
}

# linked PATH: whether PATH, or a folder between DIR and it, is a link,
# whose target may lie outside DIR: never followed, never read.
linked() {
	local path=$1
	while [[ $path == "$contest"/* ]]; do
		[[ -L $path ]] && return 0
		path=${path%/*}
	done
	return 1
}

# found WHO FOLDER: WHO's programs in FOLDER, PROBLEM.EXT or
# PROBLEM/PROBLEM.EXT, each a line of entries: WHO, PROBLEM, the file.
found() {
	local file name ext
	for file in "$2"/*.* "$2"/*/*.*; do
		[[ -e $file || -L $file ]] || continue
		if [[ ${file#"$2"/} == *[[:cntrl:]]* ]]; then
			say "$(printable "$file"): a name with control" \
				"characters: left out"
			continue
		fi
		name=${file##*/} name=${name%.*} ext=${file##*.}
		case ${ext,,} in	# any case: Windows' judges' .CPP
		c | cpp | cc | cxx | py) ;;
		*) continue ;;
		esac
		[[ $file != "$2"/*/* || ${file%/*} == */"$name" ]] || continue
		if linked "$file"; then
			say "$(printable "$file"): a link, or in a linked" \
				"folder: left out (only what is in DIR is read)"
		elif [[ ! -f $file ]]; then
			continue
		elif problem_of "$name" >/dev/null; then
			printf '%s\t%s\t%s\n' "$1" "$name" "$file"
		else
			say "$(printable "$file"): $(printable "$name") is" \
				"$(not_listed "$name"): left out"
		fi
	done
}

# not_listed NAME: why NAME is no column: none of the list's (named, and
# the name the list gives its problem, if it does), or no problem here.
not_listed() {
	local name slug
	if [[ -z $listed ]]; then
		echo "no problem here (a slug, or a manifest's judging.file)"
		return
	fi
	printf 'not one of %s'"'"'s problems' "$list_from"
	slug=$(slug_of "$1") || return 0
	while IFS=$'\t' read -r name _; do
		[[ $(problem_of "$name") == "$slug" ]] &&
			printf ' (it names this problem %s)' "$name" && return
	done <<<"$listed"
}
