# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # tools/front/package's variables: it
# sources this file
# fps: a problem as an item of FPS 1.2, the Free Problem Set XML in
# HUSTOJ's dialect, which HUSTOJ's problem_import_xml.php imports (QDUOJ
# and Hydro read it too): dist/package-fps/NAME/problem.xml, one item,
# and dist/package-fps/fps.xml, every problem's (gather_packages); made
# from the legacy package:
#   title, time_limit (ms), memory_limit (mb), source
#   description   the statements as the legacy problem.html shows them,
#                 English and Chinese, the limits and the samples in it:
#                 no sample_input, which HUSTOJ would grade as a test
#                 worth 10 points more than the source's 100
#   test_input, test_output   every secret test, named as HUSTOJ's judge
#                 scores a name (judge_client.cc: mark_of_name, same_subtask):
#                 a score a test, NAME alone (in OI mode the share of
#                 tests passed); a group K, K.NAME[M], its tests' marks M
#                 adding to its points, the group lost with any test of
#                 it; all or nothing and pass-fail, 1.NAME[M] adding to 100
#   spj           a checker, ours built as HUSTOJ runs one (spj.c, gcc:
#                 the answer second, exit 0 right; tests/common/checker.h)
#   interactor    ours in testlib's convention, as HUSTOJ runs it
#                 (interactor INPUT user.out, no answer; its exit status)
format_about="FPS 1.2 XML (HUSTOJ; QDUOJ and Hydro read it too)"
format_from=legacy

# cdata FILE: FILE's text inside CDATA, a `]]>` in it split.
cdata() {
	local text
	text_of "$1"
	printf '<![CDATA[%s]]>' "${text//]]>/]]]]><![CDATA[>}"
}

# convert_package FROM: NAME/problem.xml from the legacy package in FROM.
convert_package() {
	local from=$1
	{ echo '<?xml version="1.0" encoding="UTF-8"?>'
	  echo '<fps version="1.2" url="https://github.com/zhblue/freeproblemset/">'
	  echo '<generator name="HUSTOJ" url="https://github.com/zhblue/hustoj/"/>'
	  fps_item "$from" || return
	  echo '</fps>'; } >"$pkg/problem.xml"
}

# fps_item FROM: the problem's <item>.
fps_item() {
	local from=$1 in test dir=$1/output_validators
	echo '<item>'
	echo "<title>$(cdata <(printf '%s' "$(field name)"))</title>"
	echo "<time_limit unit=\"ms\">$limit_ms</time_limit>"
	echo "<memory_limit unit=\"mb\">$limit_mib</memory_limit>"
	printf '<description>'
	cdata <(sed -n '/<body>$/,/^<\/body>/{/<body>$/d;/^<\/body>/d;p;}' \
		"$from/problem.html")
	echo '</description>'
	secret_count=0
	while read -r test in; do
		printf '<test_input name="%s">' "$test"
		cdata "$in"
		printf '</test_input>\n<test_output name="%s">' "$test"
		cdata "${in%.in}.ans"
		echo '</test_output>'
		secret_count=$((secret_count + 1))
	done < <(fps_names "$from/data/secret")
	echo "<source>$(cdata <(printf '%s' "$(field source)"))</source>"
	case $compare in
	checker)
		printf '<spj language="C">'
		cdata <(told HUSTOJ "as HUSTOJ calls it: tests/common/checker.h" \
			"$dir/checker/checker.c")
		echo '</spj>' ;;
	interactive)
		printf '<interactor language="C++">'
		cdata <(told TESTLIB_INTERACTOR "as HUSTOJ calls it" \
			"$dir/interactor/interactor.c")
		echo '</interactor>' ;;
	esac
	echo '</item>'
}

# fps_names DIR: each test of DIR, the name HUSTOJ scores it by and its
# path (DIR/NAME.in), in the order HUSTOJ's judge runs them (its own:
# scandir's alphasort).
fps_names() {
	local names=() word k=0 name its=()
	mapfile -t names < <(cd "$1" && for in in *.in; do echo "${in%.in}"
		done)
	if scored && [[ $scoring == tests ]]; then
		for name in "${names[@]}"; do echo "$name $1/$name.in"; done
		return
	fi
	if ! scored; then
		marks 1 100 "$1" "${names[@]}"
		return
	fi
	for word in $groups; do
		k=$((k + 1))
		mapfile -t its < <(in_group "$k" "${names[@]}")
		marks "$k" "${word#*:}" "$1" "${its[@]}"
	done
}

# marks K POINTS DIR NAME...: a subtask's tests, K.NAME[M], the Ms whole
# and adding to POINTS (some 0 where the tests outnumber the points).
marks() {
	local k=$1 points=$2 dir=$3 i n
	shift 3
	n=$#
	for ((i = 0; i < n; i++)); do
		echo "$k.$1[$((points * (i + 1) / n - points * i / n))] $dir/$1.in"
		shift
	done
}

# closing_note: nothing for each problem.
closing_note() { :; }

# gather_packages OUTDIR: fps.xml, every problem's item in one file.
gather_packages() {
	local items=("$1"/*/problem.xml)
	[[ -e ${items[0]} ]] || return 0
	{ sed -n '1,3p' "${items[0]}"
	  sed -n '/^<item>$/,/^<\/item>$/p' "${items[@]}"
	  echo '</fps>'; } >"$1/fps.xml"
	echo "package: $1/fps.xml ($(plural "${#items[@]}" problem)): HUSTOJ's" \
		"importer writes spj.c and interactor.cc uncompiled: compile" \
		"each where it says (gcc -o spj spj.c; g++ -o interactor" \
		"interactor.cc)"
}
