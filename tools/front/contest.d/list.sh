# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # contest, say, slug_of: tools/front/
# contest's; title and list_from, read there and in page.sh
# list.sh: the contest's own list (tools/front/contest, which sources
# this file): which problems are its columns, in which order, under which
# names, its title, and each language's time.
#
# DIR/contest.yaml, a strict subset of YAML (a line each, comments from
# `#`; nothing else is read):
#
#   title: 冬季模拟赛 3                 the page's and the table's title
#   problems:                         the columns, in this order:
#     chess: SLUG                       NAME: SLUG, NAME the files' name
#     maze: SLUG                        (NAME.c, NAME/NAME.cpp, ...)
#   time:                             a language's time limit, as a
#     py: 5                             multiple of the problem's (1-100)
#
# Without it, a LemonLime contest file (DIR/*.cdf, its JSON form) gives
# the title (contestTitle) and the columns (each task's sourceFileName,
# in its order, each a slug or a manifest's judging.file); nothing else
# of it is read.  Without either, every problem a program is found for is
# a column, by name.  Times: C and C++ the limit, Python 10 times it (as
# LemonLime's setup wizard sets it), unless the list says otherwise.

# read_list: listed (NAME<TAB>SLUG lines, in order; empty: no list),
# title, ratio (extension to multiple) and list_from (where they came
# from, for the terminal); status 1, said, on a wrong contest.yaml.
declare -A ratio=([c]=1 [cpp]=1 [cc]=1 [cxx]=1 [py]=10)
listed='' title='' list_from=''
read_list() {
	local file=$contest/contest.yaml cdf
	if [[ -f $file && ! -L $file ]]; then
		list_from=contest.yaml
		read_yaml "$file"
		return
	fi
	for cdf in "$contest"/*.cdf; do
		[[ -f $cdf && ! -L $cdf ]] || continue
		list_from=${cdf##*/}
		read_cdf "$cdf"
		return
	done
	return 0
}

# list_fail N WHY: contest.yaml's line N is wrong, said; status 1.
list_fail() { say "$(printable "$contest")/contest.yaml, line $1: $2"; return 1; }

# read_yaml FILE: contest.yaml as above.
read_yaml() {
	local line n=0 section='' key value
	while IFS= read -r line || [[ -n $line ]]; do
		n=$((n + 1)) line=${line%$'\r'}
		[[ $line =~ ^[[:space:]]*(#.*)?$ ]] && continue
		line=${line%%[[:space:]]#*}
		if [[ $line =~ ^(title|problems|time):[[:space:]]*(.*)$ ]]; then
			section=${BASH_REMATCH[1]} value=${BASH_REMATCH[2]}
			if [[ $section == title ]]; then
				[[ -n $value ]] || { list_fail $n "an empty title"; return; }
				title=$value section=''
			elif [[ -n $value ]]; then
				list_fail $n "$section: opens a list, a line a key"
				return
			fi
		elif [[ $line =~ ^\ \ ([^[:space:]:]+):\ +([^[:space:]]+)[[:space:]]*$ &&
			-n $section ]]; then
			key=${BASH_REMATCH[1]} value=${BASH_REMATCH[2]}
			list_entry "$n" "$section" "$key" "$value" || return
		else
			list_fail $n "'$(printable "$line" 60)' is none of title:," \
				"problems: (NAME: SLUG lines), time: (EXT: N lines)"
			return
		fi
	done <"$1"
	[[ -n $listed ]] || { list_fail $n "no problems: listed"; return; }
}

# list_entry N SECTION KEY VALUE: one line of problems: or time:.
list_entry() {
	if [[ $2 == time ]]; then
		[[ -n ${ratio[$3]:-} ]] || { list_fail "$1" "time: '$(printable \
			"$3" 20)' is none of c, cpp, cc, cxx, py"; return; }
		[[ $4 =~ ^([1-9]|[1-9][0-9]|100)$ ]] || { list_fail "$1" \
			"time: $3: '$(printable "$4" 20)' is not a whole 1 to 100"
			return; }
		ratio[$3]=$4
		return
	fi
	[[ $3 =~ ^[A-Za-z0-9_.-]+$ ]] || { list_fail "$1" "'$(printable \
		"$3" 40)' is no file name (letters, digits, _ . -)"; return; }
	[[ $4 =~ ^[a-z0-9_]+$ && -f src/$4.c ]] || { list_fail "$1" \
		"$3: '$(printable "$4" 40)' is no problem's slug here"; return; }
	[[ $'\n'$listed == *$'\n'"$3"$'\t'* ]] && { list_fail "$1" "$3 is" \
		"listed twice"; return; }
	listed+="$3"$'\t'"$4"$'\n'
}

# read_cdf FILE: a LemonLime contest file's title and task names, when it
# is JSON (an older LemonLime's compressed form is said and not read).
read_cdf() {
	local name slug
	if [[ $(head -c 1 "$1") != '{' ]]; then
		say "${1##*/}: not LemonLime's JSON form (an older one's): not" \
			"read; every problem found is a column"
		list_from=''
		return 0
	fi
	title=$(grep -o '"contestTitle": *"[^"\\]*"' "$1" | head -n 1 |
		sed 's/^"contestTitle": *"//; s/"$//')
	while read -r name; do
		slug=$(slug_of "$name") || { say "${1##*/}: its task" \
			"'$(printable "$name" 40)' is no problem here: left out"
			continue; }
		[[ $'\n'$listed == *$'\n'"$name"$'\t'* ]] ||
			listed+="$name"$'\t'"$slug"$'\n'
	done < <(grep -o '"sourceFileName": *"[A-Za-z0-9_.-]*"' "$1" |
		sed 's/^"sourceFileName": *"//; s/"$//')
	[[ -n $listed ]] || list_from=''
	return 0
}

# problem_of NAME: the slug of the problem NAME is a column of: the
# list's, or without one slug_of's; status 1 for none.
problem_of() {
	local name slug
	[[ -n $listed ]] || { slug_of "$1"; return; }
	while IFS=$'\t' read -r name slug; do
		[[ $name == "$1" ]] && { echo "$slug"; return 0; }
	done <<<"$listed"
	return 1
}
