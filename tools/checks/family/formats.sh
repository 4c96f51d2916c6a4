# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work: tools/checks/test's, which
# sources this file
# formats SLUG...: the packages made from the legacy one (hydro, cms,
# fps: tools/front/package.d/format/), as each judge system's reader
# needs them (package.d/check.sh), on three problems of SLUG: the first
# played against an interactor, the first judged by a checker, and the
# smallest scored by tests; each made from one legacy pass-fail package
# (--base), and the last one's CMS package once more without it, which
# must be the same.
# The interactor then plays as Hydro, HUSTOJ and CMS call it (our
# solution wins, a program that says nothing loses) and the checker
# judges as HUSTOJ calls it (the answer right, an invalid output a wrong
# answer).
check_formats() {
	local slug n fewest=0 dir=$work/formats format good=0 bad=0 why
	local -A pick=()
	# shellcheck source=tools/front/package.d/check.sh
	. "$here/../front/package.d/check.sh"
	for slug; do
		read_problem "$slug" 2>/dev/null || continue
		if [[ $compare == interactive || $compare == checker ]]; then
			pick[$compare]=${pick[$compare]:-$slug}
		elif [[ $scoring == tests && -z $cut_set ]]; then
			n=$(compgen -G "tests/$slug/secret/*.in" | wc -l)
			[[ -n ${pick[tests]:-} ]] && (( n >= fewest )) && continue
			pick[tests]=$slug fewest=$n
		fi
	done
	(( ${#pick[@]} )) || return 0
	for slug in "${pick[@]}"; do
		read_problem "$slug" || return 1
		if why=$(formats_of "$slug" "$dir") && why=$(judged "$slug" \
			"$dir"); then
			good=$((good + 1))
		else
			bad=$((bad + 1))
			line FAIL formats "$slug: ${why:-its packages not made}"
		fi
	done
	summary formats "$good" "$bad" "${pick[*]}: Hydro, CMS and FPS" \
		"packages as their readers need them, judged as they judge"
}

# formats_of SLUG DIR: SLUG's hydro, cms and fps packages in DIR, made
# from one legacy pass-fail package, checked; the faults printed.
formats_of() {
	local slug=$1 dir=$2 name=${1//_/} format
	"$here/../front/package" "$slug" "$dir/base" legacy pass-fail \
		>/dev/null 2>&1 || { echo "no legacy pass-fail package"; return 1; }
	for format in hydro cms fps; do
		"$here/../front/package" --base "$dir/base" "$slug" \
			"$dir/$format" "$format" >/dev/null 2>&1 ||
			{ echo "no $format package"; return 1; }
	done
	hydro_ok "$dir/hydro/$name" && cms_ok "$dir/cms/$name" &&
		fps_ok "$dir/fps/$name/problem.xml" || return 1
	[[ $scoring == tests ]] || return 0
	if ! { "$here/../front/package" "$slug" "$dir/again" cms \
		>/dev/null 2>&1 &&
		diff -r "$dir/cms/$name" "$dir/again/$name" >/dev/null; }; then
		echo "its cms package made alone is not made from --base's"
		return 1
	fi
}

# judged SLUG DIR: its interactor and checker, as shipped in DIR's
# packages, judging as their systems call them; the faults printed.
judged() {
	local slug=$1 name=${1//_/} in said nothing status
	local plays_in=$2/plays x=$2/fps/${1//_/}/problem.xml
	mkdir -p "$plays_in" || return 1
	nothing=$(command -v true)
	if [[ $compare == interactive ]]; then
		in=$(compgen -G "tests/$slug/secret/*.in" | head -1)
		"${CC:-cc}" -o "$plays_in/hydro" "$2/hydro/$name/testdata/interactor.c" &&
			fps_code "$x" interactor >"$plays_in/hustoj.cc" &&
			hustoj_build "$plays_in/hustoj" || return 1
		said="$(plays hydro "$plays_in/hydro" "bin/$slug" "$in" \
			"${in%.in}.out")|$(plays hydro "$plays_in/hydro" "$nothing" \
			"$in" "${in%.in}.out")|$(plays hustoj "$plays_in/hustoj" \
			"bin/$slug" "$in")|$(plays hustoj "$plays_in/hustoj" \
			"$nothing" "$in")|$(plays cms "$2/cms/$name/check/manager" \
			"bin/$slug" "$in")|$(plays cms "$2/cms/$name/check/manager" \
			"$nothing" "$in")"
		local right='ok  0' wrong='wrong .* [12]'
		[[ $said =~ ^$right\|$wrong\|$right\|$wrong\|'1.0 0|0.0 0'$ ]] ||
			{ echo "its interactor played: $said"; return 1; }
	fi
	in=$(compgen -G "tests/$slug/invalid_output/*.in" | head -1)
	[[ $compare == checker && -n $in ]] || return 0
	fps_code "$x" spj >"$plays_in/spj.c" &&
		"${CC:-cc}" -o "$plays_in/spj" "$plays_in/spj.c" || return 1
	# a wrong answer (1), not the judge's failure (3) that an invalid
	# output read as the answer would be
	"$plays_in/spj" "$in" "${in%.in}.ans" "${in%.in}.out" 2>/dev/null
	status=$?
	if ! "$plays_in/spj" "$in" "${in%.in}.ans" "${in%.in}.ans" \
		2>/dev/null || (( status != 1 && status != 2 )); then
		echo "its spj, as HUSTOJ calls it, judged wrong ($status)"
		return 1
	fi
}

# hustoj_build OUT: OUT.cc built as HUSTOJ builds interactor.cc, with
# g++ (CXX=), or as C where no C++ compiler is installed.
hustoj_build() {
	if command -v "${CXX:-g++}" >/dev/null; then
		"${CXX:-g++}" -o "$1" "$1.cc"
	else
		"${CC:-cc}" -x c -o "$1" "$1.cc"
	fi
}

runs 156 check_formats --if tools data
