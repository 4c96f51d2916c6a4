# shellcheck shell=bash
# facts.sh: what the bash tools know of a problem: its manifest (tests/
# SLUG/problem.yaml, read once by build/tools/manifest), its code
# (tests/SLUG/problem.sh), its groups and its cut inputs.  Sourced by
# tools/core/lib.sh; it defines functions only.
# shellcheck disable=SC2034 # the variables it sets are for its callers

# manifest_of SOURCE: the manifest of the problem SOURCE (src/SLUG.c,
# dist/SLUG.c) solves, tests/SLUG/problem.yaml beside its folder;
# status 1 for a program of no problem, such as the judge's self-tests.
manifest_of() {
	local slug=${1##*/} dir=.
	[[ $1 == */* ]] && dir=${1%/*}
	slug=$dir/../tests/${slug%.c}/problem.yaml
	[[ -f $slug ]] && echo "$slug"
}

# read_manifest FILE: a problem's facts, each once in FILE (tests/SLUG/
# problem.yaml, read by build/tools/manifest: tools/core/manifest.c says
# every key), into the array facts, KEY (as judging.rule) to its value.
# Status 1, with the reader's line on stderr, when FILE is wrong.
declare -gA facts=()
read_manifest() {
	local lines key value
	lines=$("${tool_dir:?}/manifest" "$1") || return 1
	facts=()
	while read -r key value; do facts[$key]=$value; done <<<"$lines"
}

# read_limits SOURCE: the limits of the program built from SOURCE, as
# limit_ms and limit_mib: its problem's manifest's (manifest_of), or
# for a program of no problem, its header block's line
# ` * Limits:  1 s, 256 MiB`.  Status 1 when there are none.
read_limits() {
	local line whole frac manifest
	if manifest=$(manifest_of "$1"); then
		read_manifest "$manifest" || return 1
		limit_ms=${facts[limits.time_ms]}
		limit_mib=${facts[limits.memory]}
		return
	fi
	line=$(grep -m1 -E '^ \* Limits: +[0-9]+(\.[0-9]{1,3})? s, [0-9]+ MiB' \
		"$1" 2>/dev/null)
	[[ $line =~ ([0-9]+)(\.([0-9]+))?\ s,\ ([0-9]+)\ MiB ]] || return 1
	whole=${BASH_REMATCH[1]} frac=${BASH_REMATCH[3]}000
	limit_ms=$((10#$whole * 1000 + 10#${frac:0:3}))
	limit_mib=$((10#${BASH_REMATCH[4]}))
}

# statement_language FILE: LANG of a statement named NAME.LANG.tex
# (nothing when the name has no LANG); statement_title FILE: its
# \problemname.
statement_language() {
	local name=${1##*/}
	name=${name%.tex}
	[[ $name == *.* ]] && echo "${name##*.}"
}
statement_title() { sed -n 's/^\\problemname{\(.*\)}$/\1/p' "$1"; }

# problems_word N: N as README.md's first word counts the problems.
problems_word() {
	local words=(Zero One Two Three Four Five Six Seven Eight Nine Ten
		Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen
		Eighteen Nineteen Twenty)
	echo "${words[$1]:-$1}"
}

# read_problem SLUG: the problem's facts (read_manifest), and as
# variables those the tools ask for most: cases (count, one or each),
# case_lines and answer_lines, compare (the judging rule: tokens, exact,
# checker or interactive), groups (see group_of), scoring (tests,
# groups or all) and scoring_note, io_name (judging.file: the NAME of
# NAME.in and NAME.out, where the contest read and wrote files),
# small_size, example,
# cut_set, cut_per_file, checks, neutral, limit_ms and limit_mib; then
# tests/SLUG/problem.sh, the problem's code (size_of, and keep_cut and
# replay where it has them).  Status 1, with one line on stderr, when
# either is missing or wrong.
read_problem() {
	unset -f keep_cut replay size_of
	[[ -f tests/$1/problem.sh ]] || {
		echo "tests/$1/problem.sh is missing: every problem has its" \
			"size_of there" >&2
		return 1; }
	read_manifest "tests/$1/problem.yaml" || return 1
	cases=${facts[judging.cases]} compare=${facts[judging.rule]}
	case_lines=${facts[judging.case_lines]}
	answer_lines=${facts[judging.answer_lines]}
	groups=${facts[judging.groups]} small_size=${facts[tools.small_size]}
	scoring=${facts[judging.scoring]}
	scoring_note=${facts[judging.scoring_note]} io_name=${facts[judging.file]}
	example=${facts[tools.example]} cut_set=${facts[tools.cut_set]}
	cut_per_file=${facts[tools.cut_per_file]}
	checks=${facts[tools.checks]} neutral=${facts[tools.neutral]}
	limit_ms=${facts[limits.time_ms]} limit_mib=${facts[limits.memory]}
	# shellcheck source=/dev/null
	. "tests/$1/problem.sh"
}

# group_of TEST: after read_problem, which of its groups (groups="valid:20
# never_lose:25 ...": Kattis's scored test groups, NAME:POINTS, in
# order) holds TEST, a test's file (its folder and extension do not
# count): the one named by the first word of TEST's name, up to its
# first `-`, a `max-` before it left out (max-both-first is in both).
# Prints the group's place from 1 and its points, as `2 25` (with -v
# VAR first, puts it in VAR); status 1 when TEST is in none.
group_of() {
	local into='' name word i=0
	[[ $1 == -v ]] && { into=$2; shift 2; }
	name=${1##*/}
	name=${name%%.*}
	name=${name#max-}
	for word in $groups; do
		i=$((i + 1))
		[[ ${name%%-*} == "${word%:*}" ]] || continue
		put "$into" "$i ${word#*:}"
		[[ -n $into ]] || echo
		return 0
	done
	return 1
}

# scored_problem: after read_problem, status 0 when its source scored
# it by tests or by groups (the manifest gives groups with the latter),
# not all or nothing.
scored_problem() { [[ $scoring == tests || $scoring == groups ]]; }

# points_claimed_by SOURCE: what a wrong submission's header says it
# earns on a scored problem, its line ` * Points: N` (of 100, its
# groups') or ` * Points: K of N tests` (each test alike): `N` or `K of
# N tests`; nothing when it has no such line.
points_claimed_by() {
	sed -n 's/^ \* Points: *\([0-9]*\( of [0-9]* tests\)\{0,1\}\).*/\1/p' \
		"$1"
}

# caps_lines: after read_manifest (or read_limits, read_problem), the
# problem's caps (tools.caps: what make bench holds its solution to and
# make mutants a mutant), a cap a line: `PATTERN MOST MIB`, PATTERN a
# glob of inputs under tests/SLUG/, MOST the most instructions (as 2M,
# for whole_count), MIB the most peak memory.  Nothing when it has none.
caps_lines() {
	local -a list
	[[ -n ${facts[tools.caps]} ]] || return 0
	IFS=, read -ra list <<<"${facts[tools.caps]}"
	printf '%s\n' "${list[@]# }"
}

# compare_rule SOURCE: the flag judge_run takes ($rule) for the outputs
# of the program built from SOURCE (src/SLUG.c, dist/SLUG.c), from its
# manifest's judging.rule: --tokens, --exact, --checker=build/tests/
# SLUG/checker or --interactor=build/tests/SLUG/interactor; nothing
# (lines) for a program of no problem, such as the judge's self-tests.
compare_rule() {
	local manifest slug=${1##*/} built dir=.
	[[ $1 == */* ]] && dir=${1%/*}
	slug=${slug%.c} built=$dir/../build/tests/$slug
	manifest=$(manifest_of "$1") || return 0
	read_manifest "$manifest" || return 1
	case ${facts[judging.rule]} in
	checker) echo "--checker=$built/checker" ;;
	interactive) echo "--interactor=$built/interactor" ;;
	*) echo "--${facts[judging.rule]}" ;;
	esac
}

# cut_set_into SLUG DIR EXT [FROM]: after read_problem SLUG, its cut_set,
# cut_per_file cases a file, as DIR/cut-NAME-NNNN.in (with a count line of
# its own when the problem's inputs start with one) and .EXT, the answers;
# keep_cut, if the problem has one, says which files to keep, and a
# repeated input is dropped (below).  With FROM,
# each also gets a .from line: which cases of which file it holds.
cut_set_into() {
	local in from=${4:+1} drop
	awk -v per="$cut_per_file" -v lin="$case_lines" -v lout="$answer_lines" \
	    -v count="$( [[ $cases == count ]] && echo 1 || echo 0)" \
	    -v prefix="$2/cut-${cut_set##*/}" -v ext="$3" -v from="$from" \
	    -v whole="tests/$1/$cut_set.in" '
	NR == FNR && count && FNR == 1 { next }	# the count line of the input
	NR == FNR { c = int((FNR - 1 - count) / lin); cases[c] = cases[c] $0 "\n"
		    n = c + 1; next }
	{ c = int((FNR - 1) / lout); answers[c] = answers[c] $0 "\n" }
	END {
		for (f = 0; f * per < n; f++) {
			file = sprintf("%s-%04d", prefix, f + 1)
			last = (f + 1) * per < n ? (f + 1) * per : n
			if (count) printf "%d\n", last - f * per > file ".in"
			for (c = f * per; c < last; c++) {
				printf "%s", cases[c] > file ".in"
				printf "%s", answers[c] > file "." ext
			}
			if (from)
				printf "cases %d-%d of %s\n", f * per + 1, last,
				       whole > file ".from"
			close(file ".in"); close(file "." ext); close(file ".from")
		}
	}' "tests/$1/$cut_set.in" "tests/$1/$cut_set.out"
	drop=()
	for in in "$2"/cut-*.in; do
		declare -F keep_cut >/dev/null && [[ -e $in ]] &&
			! keep_cut "$in" &&
			drop+=("$in" "${in%.in}.$3" "${in%.in}.from")
	done
	(( ${#drop[@]} == 0 )) || rm -f "${drop[@]}"
	# A cut whose input repeats one of sample/, secret/ or an earlier
	# cut is dropped too: judges warn of identical inputs, and a score
	# of each test alike would count it twice.
	drop=()
	while read -r in first; do
		cmp -s "$in" "$first" &&
			drop+=("$in" "${in%.in}.$3" "${in%.in}.from")
	done < <(md5sum tests/"$1"/{sample,secret}/*.in "$2"/cut-*.in |
		awk '$1 in seen { if ($2 ~ /\/cut-[^\/]*$/) print $2, seen[$1]
				  next }
		     { seen[$1] = $2 }')
	(( ${#drop[@]} == 0 )) || rm -f "${drop[@]}"
}
