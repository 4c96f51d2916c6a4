# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # tools/front/package's variables: it
# sources this file
# cms: a problem as a task folder in CMS's italy_yaml layout, which
# cmsImportTask reads (dist/package-cms/NAME/ and NAME.zip), made from the
# legacy package:
#   task.yaml        name, title, time_limit (s), memory_limit (MiB),
#                    infile and outfile (empty: standard input and
#                    output), n_input, public_testcases "" (none shown),
#                    score_precision
#   input/inputK.txt, output/outputK.txt   the secret tests, K from 0,
#                    a group's together in judging.groups' order
#   gen/GEN          one line a test, its name; a group's tests after
#                    `#ST: POINTS` (CMS's GroupMin); all or nothing and
#                    pass-fail, one #ST: 100; a score a test, no #ST (CMS's
#                    Sum: 100/N a test)
#   check/checker    ours built as CMS runs a checker (-DCMS,
#                    tests/common/checker.h), beside its source; static
#                    where the C library allows (CMS runs it as it is,
#                    on its workers)
#   check/manager    an interactor built as CMS's Communication manager
#                    (-DCMS_MANAGER: two FIFOs, the program's standard
#                    input and output), beside its source
#   att/             the samples, NAME.in and NAME.out, for contestants
#                    (an interactive problem's: NAME.interaction)
#   sol/             our solution, the bundle (a Communication task's
#                    loader reads sol/ for stubs: it must be there)
# No statement: CMS takes PDFs alone, which need TeX (gather_packages).  The
# comparison with no checker is CMS's white_diff: lines, white space
# between words free, laxer than bytes, stricter than words about lines.
format_about="CMS's italy_yaml task folder (cmsImportTask)"
format_from=legacy

# convert_package FROM: this task folder from the legacy package in FROM.
convert_package() {
	local from=$1 in k=0 text
	mkdir -p "$pkg"/{input,output,gen,att,sol} &&
		cp "dist/$slug.c" "$pkg/sol/" || return 2
	cms_samples "$from/data/sample" || return 2
	cms_order "$from" >"$pkg/gen/GEN" || return 1
	while read -r in; do
		[[ $in == '#'* ]] && continue
		text_of "$from/data/secret/$in.in" &&
			printf '%s' "$text" >"$pkg/input/input$k.txt" &&
			text_of "$from/data/secret/$in.ans" &&
			printf '%s' "$text" >"$pkg/output/output$k.txt" || return 2
		k=$((k + 1))
	done <"$pkg/gen/GEN"
	secret_count=$k
	cms_judge "$from" && cms_yaml >"$pkg/task.yaml"
}

# cms_samples DIR: the samples for contestants, att/: NAME.in and
# NAME.out, or an interactive problem's exchanges, NAME.interaction (its
# .in and .ans are the interactor's own).
cms_samples() {
	local in
	if [[ $compare == interactive ]]; then
		cp "$1"/*.interaction "$pkg/att/"
		return
	fi
	for in in "$1"/*.in; do
		cp "$in" "$pkg/att/" && cp "${in%.in}.ans" \
			"$pkg/att/$(basename "${in%.in}").out" || return 1
	done
}

# cms_order FROM: gen/GEN, the tests' names in CMS's order.
cms_order() {
	local names=() word k=0
	mapfile -t names < <(cd "$1/data/secret" && for in in *.in; do
		echo "${in%.in}"; done)
	if ! scored; then
		echo "#ST: 100"
		printf '%s\n' "${names[@]}"
	elif [[ $scoring == tests ]]; then
		printf '%s\n' "${names[@]}"
	else
		for word in $groups; do
			k=$((k + 1))
			echo "#ST: ${word#*:}"
			in_group "$k" "${names[@]}"
		done
	fi
}

# cms_judge FROM: the checker or the interactor, built as CMS runs it.
cms_judge() {
	local judge=checker build=CMS file=checker
	case $compare in
	checker) ;;
	interactive) judge=interactor build=CMS_MANAGER file=manager ;;
	*) return 0 ;;
	esac
	mkdir -p "$pkg/check" &&
		cp "$1/output_validators/$judge/$judge.c" "$pkg/check/$file.c" ||
		return 2
	# static where the C library allows: CMS runs it as it is
	${CC:-cc} -std=c99 -O2 -static -D"$build" -o "$pkg/check/$file" \
		"$pkg/check/$file.c" 2>/dev/null ||
		${CC:-cc} -std=c99 -O2 -D"$build" -o "$pkg/check/$file" \
			"$pkg/check/$file.c" || return 2
}

# cms_yaml: task.yaml.
cms_yaml() {
	echo "name: $name"
	echo "title: $(yaml_string "$(field name)")"
	echo "time_limit: $(seconds "$limit_ms")"
	echo "memory_limit: $limit_mib"
	echo "infile: \"${io_name:+$io_name.in}\""
	echo "outfile: \"${io_name:+$io_name.out}\""
	echo "n_input: $secret_count"
	echo 'public_testcases: ""'
	echo "score_precision: 2"
	echo "primary_language: en"
}

# closing_note: a task that reads and writes files, as its contest did;
# the statements, what every task lacks, gather_packages says once.
closing_note() {
	[[ -z $io_name ]] || echo "package: $name reads $io_name.in and" \
		"writes $io_name.out on CMS (infile, outfile), as its contest did"
}

# gather_packages OUTDIR: what every task lacks, the statement, which CMS
# takes as a PDF alone (TeX's work).
gather_packages() {
	echo "package: CMS takes statements as PDFs, which need TeX: import" \
		"with cmsImportTask --no-statement, then upload each problem's" \
		"problem.html (make package) printed to PDF"
}
