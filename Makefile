# The tic-tac-toe family: solutions in src/, tests in tests/, tools in tools/.
# `make help` lists the targets.  A bare `make` builds every solution and
# the tools, whatever rule is written first.
.DEFAULT_GOAL := all

SLUGS := $(sort $(basename $(notdir $(wildcard src/*.c))))
ifneq ($(filter-out new,$(MAKECMDGOALS)),$(MAKECMDGOALS))
  # make new P=<slug>: a new problem, so no known slug
else ifneq ($(filter-out $(SLUGS),$(P)),)
  $(error unknown problem '$(filter-out $(SLUGS),$(P))' in P=$(P); the \
    problems are: $(SLUGS))
endif
PROBLEMS := $(if $(P),$(P),$(SLUGS))
# SOL, your file or folder: a path as you typed it, spaces and quotes
# kept (the shell looks it up; the recipes read it from the environment).
# Under make -C DIR a relative one is read from the folder make was
# started in, $(PWD), which make -C leaves as it was.
# The folder make was started in, under make -C (else empty): DIR, CSV
# and HTML of make contest are read from there too.
FROM := $(if $(filter-out $(CURDIR),$(PWD)),$(PWD)/)
ifneq ($(SOL),)
  SOL_GIVEN := $(SOL)
  SOL_FROM := $(FROM)
  override SOL := $(shell sol='$(subst ','\'',$(SOL))'; case $$sol in \
    (/*) ;; (*) sol='$(subst ','\'',$(SOL_FROM))'$$sol ;; esac; \
    [ -e "$$sol" ] && printf '%s' "$$sol")
  ifeq ($(SOL),)
    $(error SOL=$(SOL_GIVEN): no such file$(if $(SOL_FROM), in $(PWD) \
      (under make -C, a relative SOL is read from the folder make was \
      started in)))
  endif
endif
export SOL

# What a target needs of each problem it works on: a missing file stops it
# with one line naming the file.
NEEDS_test    := problem.yaml problem.sh validate.c sample explain.c
NEEDS_check   := problem.yaml problem.sh validate.c sample
NEEDS_package := problem.yaml problem.sh validate.c sample statement.en.tex
NEEDS_stress  := problem.yaml problem.sh validate.c gen.c brute.c
NEEDS_regen   := gen.c brute.c recipes
NEEDS_judge   := problem.yaml problem.sh validate.c shrink.c
NEEDS_explain := explain.c
NEEDS_hack    := problem.yaml problem.sh validate.c shrink.c gen.c
ifneq ($(filter judge hack,$(MAKECMDGOALS)),)
  ifeq ($(and $(P),$(SOL)),)
    $(error make $(filter judge hack,$(MAKECMDGOALS)) needs P=<slug> and \
      SOL=<your file.c, .cpp or program>; the problems are: $(SLUGS))
  endif
endif
$(foreach g,$(MAKECMDGOALS),$(foreach p,$(if $(filter stress judge hack,$g),$(P),\
  $(PROBLEMS)),$(foreach f,$(NEEDS_$g),$(if $(wildcard tests/$p/$f),,\
  $(error make $g: tests/$p/$f is missing)))))

# Compiler command lines only with V=1; warnings and errors always.
Q := $(if $(V),,@)

# The C compiler: cc, else gcc or clang, whichever is installed, so that
# a machine without cc needs no CC= on every command (make CC=... still
# chooses, for that command); none at all stops here with a line that says
# so.  Exported: make judge compiles yours with it too.
ifeq ($(origin CC),default)
  CC := $(firstword $(foreach c,cc gcc clang,\
          $(if $(shell command -v $c 2>/dev/null),$c)))
  ifeq ($(CC),)
    ifneq ($(MAKECMDGOALS),help)
      $(error no C compiler (cc, gcc or clang) is installed: apt-get install \
        gcc, or make CC=<your compiler>)
    endif
  endif
endif
export CC

# The judges' flags; warnings are errors.  A CFLAGS of your own is added
# to them (make CFLAGS=-g), never instead of them.
WARN        := -Wall -Wextra -Wpedantic -Werror
JUDGE_FLAGS := -std=c99 -O2 $(WARN)
SANFLAGS    := -std=c99 -O1 -g -fsanitize=address,undefined \
               -fno-sanitize-recover=all $(WARN)
CLANG       := $(shell command -v clang 2>/dev/null)
GCC         := $(shell command -v gcc 2>/dev/null)
DEPFLAGS     = -MMD -MP -MF build/deps/$(subst /,_,$@).d
# Bundles compile alone under gcc and clang, whichever are installed, and
# under CC if it is another compiler still.
BUNDLE_CCS  := $(if $(GCC),gcc) $(if $(CLANG),clang) \
               $(filter-out cc gcc clang,$(notdir $(firstword $(CC))))

# A change of compiler or flags rebuilds everything they built: each stamp
# holds one command line and is rewritten only when that line changes.
stamp = $(shell mkdir -p build/stamp && \
          printf '%s\n' '$(subst ','\'',$2)' > build/stamp/$1.new && \
          { cmp -s build/stamp/$1.new build/stamp/$1 && \
            rm build/stamp/$1.new || mv build/stamp/$1.new build/stamp/$1; })
STAMPS := $(call stamp,cc,$(CC) $(JUDGE_FLAGS) $(CFLAGS)) \
          $(call stamp,asan,$(CC) $(SANFLAGS) $(CFLAGS)) \
          $(call stamp,clang,$(CLANG) -std=c11 -O2 $(WARN) $(CFLAGS)) \
          $(call stamp,bundle,$(BUNDLE_CCS))

# Checkers (tests/<slug>/checker.c, tests/common/checker.h), for the
# problems judged by one, built in the judges' convention and in
# testlib's order; interactors (tests/<slug>/interactor.c, the same
# header), for those played against one.
CHECKERS  := $(foreach p,$(SLUGS),$(if $(wildcard tests/$p/checker.c),\
               build/tests/$p/checker build/tests/$p/checker-testlib \
               build/tests/$p/checker-lemon build/tests/$p/checker-arbiter \
               build/tests/$p/checker-cms) \
               $(if $(wildcard tests/$p/interactor.c),\
               build/tests/$p/interactor))
# make play: the problems a person can play (tests/<slug>/play.c).
PLAYABLE  := $(sort $(patsubst tests/%/play.c,%,$(wildcard tests/*/play.c)))
TOOLS     := build/tools/sandbox build/tools/interact build/tools/verdict \
             build/tools/manifest \
             build/tools/bundle \
             build/tools/svg build/tools/grader \
             build/tools/fuzz build/tools/mutate $(CHECKERS)
# ISOLATE=0: programs run without namespaces (tools/core/sandbox.c), for a
# kernel that refuses them or code you trust; the default isolates.
export ISOLATE
# Sanitizers exit with status 1 by default, which looks like a rejection.
export ASAN_OPTIONS  := exitcode=86
export UBSAN_OPTIONS := exitcode=87:print_stacktrace=1
SELFTESTS := $(patsubst tools/checks/selftest/%.c,build/selftest/%,\
               $(wildcard tools/checks/selftest/*.c))
RECIPES   := $(foreach p,$(PROBLEMS),$(wildcard tests/$p/recipes))
GENERATED := $(RECIPES:%/recipes=%)
# Wrong submissions: each must fail (tests/<slug>/submissions/<verdict>/).
WRONGS    := $(patsubst %.c,build/%,$(foreach f,$(foreach p,$(PROBLEMS),\
               $(wildcard tests/$p/submissions/*/*.c)),\
               $(if $(findstring /accepted/,$f),,$f)))

# N and SEED, checked before anything is built.
N ?= 1000
SEED ?= $(shell date +%s)
ifneq ($(filter stress fuzz hack,$(MAKECMDGOALS)),)
  ifeq ($(shell printf '%s' '$(N)' | grep -xE '[1-9][0-9]{0,6}'),)
    $(error N must be a whole number from 1 to 9999999, got '$(N)')
  endif
  ifeq ($(shell printf '%s' '$(SEED)' | grep -xE '[0-9]{1,18}'),)
    $(error SEED must be a whole number of at most 18 digits, got '$(SEED)')
  endif
endif

.PHONY: all new test check run play explain judge contest hack regen bundle package \
        stress bench fuzz mutants pictures clean help
.DELETE_ON_ERROR:

all: $(SLUGS:%=bin/%) $(TOOLS)
	@echo 'built bin/<slug> for the $(words $(SLUGS)) problems, and the tools;' \
	  'next: make test (make help lists the rest)'

# A new problem's files, to fill in (tools/front/new).
new:
	@test -n '$(P)' || { echo 'make new needs P=<slug>, the new problem' >&2; exit 2; }
	@tools/front/new '$(P)'

# Every target, described once: tools/README.md's table (tools/front/help).
help:
	@tools/front/help $(SLUGS)

bin/%: src/%.c build/stamp/cc
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(JUDGE_FLAGS) $(CFLAGS) $(DEPFLAGS) -o $@ $<

bin/asan/%: src/%.c build/stamp/asan
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(SANFLAGS) $(CFLAGS) $(DEPFLAGS) -o $@ $<

bin/clang/%: src/%.c build/stamp/clang
	@mkdir -p $(@D) build/deps
	$(Q)$(CLANG) -std=c11 -O2 $(WARN) $(CFLAGS) $(DEPFLAGS) -o $@ $<

build/tools/%: tools/core/%.c build/stamp/cc
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(JUDGE_FLAGS) $(CFLAGS) $(DEPFLAGS) -o $@ $<

build/tools/%: tools/front/%.c build/stamp/cc
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(JUDGE_FLAGS) $(CFLAGS) $(DEPFLAGS) -o $@ $<

build/selftest/%: tools/checks/selftest/%.c build/stamp/cc
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(JUDGE_FLAGS) $(CFLAGS) $(DEPFLAGS) -o $@ $<

# A bundle: the solution with the headers of src/ it includes inlined,
# only what it uses (tools/front/bundle.c).
dist/%.c: src/%.c $(wildcard src/*.h) build/tools/bundle
	@mkdir -p $(@D)
	$(Q)build/tools/bundle $< > $@

bin/dist/%: dist/%.c build/stamp/cc
	@mkdir -p $(@D)
	$(Q)$(CC) $(JUDGE_FLAGS) $(CFLAGS) -o $@ $<

# Each bundle compiles alone, C99 and C11, gcc and clang, with no warning;
# with -pedantic-errors; and under gnu89, old GCC's default when a judge
# passes no -std (errors only: mixed declarations are a GNU extension).
build/bundle/%.ok: dist/%.c build/stamp/bundle
	@mkdir -p $(@D)
	@for cc in $(BUNDLE_CCS); do \
	  for std in c99 c11; do \
	    $$cc -std=$$std -O2 -Wall -Wextra -Werror -c -o /dev/null $< \
	      || exit 1; \
	  done; \
	  $$cc -std=c99 -pedantic-errors -c -o /dev/null $< || exit 1; \
	  $$cc -std=gnu89 -c -o /dev/null $< || exit 1; \
	done
	@touch $@

bundle: $(SLUGS:%=dist/%.c) $(SLUGS:%=build/bundle/%.ok)
	@echo 'dist/: $(SLUGS:%=%.c) compile alone: $(strip $(BUNDLE_CCS)), -std=c99, c11 and gnu89'

# Problem packages: statement, data, the bundle, the validator; FORMAT=
# a file of tools/front/package.d/format/: legacy (the default,
# dist/package/), 2025-09 (dist/package-2025-09/), hydro
# (dist/package-hydro/, and all.zip of all), cms (dist/package-cms/) or
# fps (dist/package-fps/fps.xml); SCORING= source (the
# default: as the problem's source scored it) or pass-fail
# (dist/package-pass-fail/, dist/package-2025-09-pass-fail/); hydro, cms
# and fps are made from the legacy pass-fail package, made again each
# time, or BASE=dist/package-pass-fail's (made already, and current).  An
# interactive problem's samples are played by our solution against its
# interactor.
FORMAT ?= legacy
SCORING ?= source
FORMATS := $(sort $(basename $(notdir $(wildcard \
             tools/front/package.d/format/*.sh))))
ifneq ($(filter package,$(MAKECMDGOALS)),)
  ifeq ($(filter $(FORMATS),$(FORMAT)),)
    $(error FORMAT must be one of $(FORMATS), got '$(FORMAT)')
  endif
  ifeq ($(filter source pass-fail,$(SCORING)),)
    $(error SCORING must be source or pass-fail, got '$(SCORING)')
  endif
endif
PACKAGE_SUFFIX = $(if $(filter-out legacy,$(FORMAT)),-$(FORMAT))$(if \
                 $(filter pass-fail,$(SCORING)),-pass-fail)
package: $(PROBLEMS:%=dist/%.c) $(PROBLEMS:%=build/tests/%/validate) \
         build/tools/bundle build/tools/manifest \
         $(foreach p,$(PROBLEMS),$(if $(wildcard tests/$p/interactor.c),\
           bin/$p build/tests/$p/interactor build/tools/interact \
           build/tools/verdict \
           build/tools/sandbox))
	@for p in $(PROBLEMS); do \
	  tools/front/package $(if $(BASE),--base '$(BASE)') $$p \
	    dist/package$(PACKAGE_SUFFIX) $(FORMAT) $(SCORING) || exit 1; \
	done
	@tools/front/package --gather dist/package$(PACKAGE_SUFFIX) $(FORMAT)

build/tests/%: tests/%.c build/stamp/cc
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(JUDGE_FLAGS) $(CFLAGS) $(DEPFLAGS) -o $@ $<

build/tests/%/checker-testlib: tests/%/checker.c build/stamp/cc
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(JUDGE_FLAGS) -DTESTLIB_ORDER $(CFLAGS) $(DEPFLAGS) -o $@ $<

build/tests/%/checker-lemon: tests/%/checker.c build/stamp/cc
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(JUDGE_FLAGS) -DLEMON $(CFLAGS) $(DEPFLAGS) -o $@ $<

build/tests/%/checker-arbiter: tests/%/checker.c build/stamp/cc
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(JUDGE_FLAGS) -DARBITER $(CFLAGS) $(DEPFLAGS) -o $@ $<

build/tests/%/checker-cms: tests/%/checker.c build/stamp/cc
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(JUDGE_FLAGS) -DCMS $(CFLAGS) $(DEPFLAGS) -o $@ $<

build/tests/%/checker-asan: tests/%/checker.c build/stamp/asan
	@mkdir -p $(@D) build/deps
	$(Q)$(CC) $(SANFLAGS) $(CFLAGS) $(DEPFLAGS) -o $@ $<

test: $(PROBLEMS:%=bin/%) $(PROBLEMS:%=dist/%.c) $(PROBLEMS:%=bin/dist/%) \
      $(PROBLEMS:%=build/bundle/%.ok) $(TOOLS) $(if $(P),,$(SELFTESTS)) \
      build/tests/common/picture $(PROBLEMS:%=build/tests/%/validate) \
      $(PROBLEMS:%=build/tests/%/explain) $(WRONGS) \
      $(foreach t,shrink gen,$(PROBLEMS:%=build/tests/%/$t)) \
      $(P:%=build/tests/%/brute)
	@tools/checks/test $(if $(V),-v) $(if $(P),,--selftest build/selftest) \
	  --bundles '($(strip $(BUNDLE_CCS)); c99, c11, gnu89)' \
	  $(if $(P),$(P:%=--hackable %),--tools) \
	  $(foreach p,$(PROBLEMS),--data $p) $(foreach w,$(WRONGS),--wrong $w) \
	  $(foreach p,$(PROBLEMS),--explain $p) \
	  $(foreach p,$(PROBLEMS),--write-up $p) \
	  $(foreach p,$(PROBLEMS),--card src/$p.c) \
	  $(foreach p,$(PROBLEMS),--statement $p --address-space $p) \
	  -- $(foreach p,$(PROBLEMS),src/$p.c bin/$p tests/$p \
	  dist/$p.c bin/dist/$p tests/$p)

check: $(PROBLEMS:%=bin/asan/%) $(if $(CLANG),$(PROBLEMS:%=bin/clang/%)) \
       $(TOOLS) $(GENERATED:tests/%=build/tests/%/gen) \
       $(GENERATED:tests/%=build/tests/%/brute)
	@for d in $(GENERATED); do \
	  tools/front/regen --check $$d build/$$d/gen build/$$d/brute || exit 1; \
	done
ifeq ($(CLANG),)
	@echo 'clang is not installed: the clang -std=c11 build is skipped'
else
	@echo '== clang -std=c11 build'
	@tools/checks/test $(if $(V),-v) -- \
	  $(foreach p,$(PROBLEMS),src/$p.c bin/clang/$p tests/$p)
endif
	@echo '== sanitizers (address, undefined)'
	@tools/checks/test $(if $(V),-v) --sanitizers -- \
	  $(foreach p,$(PROBLEMS),src/$p.c bin/asan/$p tests/$p)

# On an interactive problem, our answer is the brute force's.
INTERACTIVE_ANSWER = $(if $(wildcard tests/$(P)/interactor.c),\
                       build/tests/$(P)/brute)
# Your own solution, judged as a judge of the statement judges it, and the
# smallest input that breaks it (tools/front/yours).
judge: $(TOOLS) $(if $(P),bin/$(P) build/tests/$(P)/validate \
         build/tests/$(P)/shrink $(INTERACTIVE_ANSWER))
	@V='$(V)' ALL='$(ALL)' CSV='$(CSV)' SHRINK='$(SHRINK)' IO='$(IO)' \
	  tools/front/yours judge '$(P)' "$$SOL" $(BUDGET)

# A contest folder judged as a teacher's judge judges it (tools/front/contest).
contest: $(TOOLS) $(SLUGS:%=bin/%) $(foreach p,$(SLUGS),build/tests/$p/validate \
           build/tests/$p/shrink $(if $(wildcard tests/$p/interactor.c),\
           build/tests/$p/brute))
	@test -n '$(DIR)' || { echo 'make contest needs DIR=<folder>' \
	  '(LemonLime, Arbiter or plain: make help)' >&2; exit 2; }
	@CSV='$(CSV)' HTML='$(HTML)' IO='$(IO)' BUDGET='$(BUDGET)' \
	  SHRINK='$(SHRINK)' CONTEST_FROM='$(FROM)' WHO='$(WHO)' P='$(P)' \
	  tools/front/contest '$(DIR)'

hack: $(TOOLS) $(if $(P),bin/$(P) $(foreach t,validate shrink gen,\
        build/tests/$(P)/$t) $(INTERACTIVE_ANSWER))
	@SHRINK='$(SHRINK)' IO='$(IO)' \
	  tools/front/yours hack '$(P)' "$$SOL" $(N) $(SEED) $(BUDGET)

# Each write-up's picture, drawn from its explain program (tools/front/pictures).
pictures: $(PROBLEMS:%=build/tests/%/explain) build/tools/svg
	@tools/front/pictures $(PROBLEMS)

# The best play behind each answer (tests/<slug>/explain.c).
LIMIT ?= 10
explain: $(if $(P),build/tests/$(P)/explain $(if $(SOL),bin/$(P) \
           build/tests/$(P)/validate build/tests/$(P)/shrink $(TOOLS) \
           $(INTERACTIVE_ANSWER)))
	@test -n '$(P)' || { echo 'make explain needs P=<slug>: $(SLUGS)' >&2; exit 2; }
	@test '$(IN)' = - -o -f '$(IN)' || { echo 'make explain: no input file $(IN)' >&2; exit 2; }
	@printf '%s' '$(LIMIT)' | grep -qxE '[1-9][0-9]{0,6}' || { echo "make explain: LIMIT must be a whole number from 1 to 9999999, got '$(LIMIT)'" >&2; exit 2; }
	@if [ -n "$$SOL" ]; then \
	   status=0; tools/front/yours explain '$(P)' "$$SOL" '$(IN)' \
	     '$(LIMIT)' || status=$$?; [ $$status -ne 2 ]; \
	 elif [ '$(IN)' = - ]; then build/tests/$(P)/explain $(LIMIT); \
	 else build/tests/$(P)/explain $(LIMIT) < '$(IN)'; fi

IN ?= tests/$(P)/sample/sample-1.in
run: $(if $(P),bin/$(P) $(if $(wildcard tests/$(P)/interactor.c),\
       build/tests/$(P)/brute $(TOOLS)))
	@test -n '$(P)' || { echo 'make run needs P=<slug>: $(SLUGS)' >&2; exit 2; }
	@test '$(IN)' = - -o -f '$(IN)' || { echo 'make run: no input file $(IN)' >&2; exit 2; }
	@if [ '$(IN)' = - ]; then bin/$(P); \
	 elif [ -f tests/$(P)/interactor.c ]; then tools/front/play $(P) '$(IN)'; \
	 else bin/$(P) < '$(IN)'; fi

play: $(if $(wildcard tests/$(P)/play.c),bin/$(P) build/tests/$(P)/play \
      build/tests/$(P)/explain)
	@test -n '$(P)' || { echo 'make play needs P=<slug>: $(PLAYABLE)' >&2; exit 2; }
	@test -f 'tests/$(P)/play.c' || { echo 'make play: $(P) has no tests/$(P)/play.c; these do: $(PLAYABLE)' >&2; exit 2; }
	@tools/front/play $(P)

regen: $(GENERATED:tests/%=build/tests/%/gen) \
       $(GENERATED:tests/%=build/tests/%/brute)
	@for d in $(GENERATED); do \
	  tools/front/regen $$d build/$$d/gen build/$$d/brute || exit 1; \
	done

stress: $(if $(P),bin/$(P) $(foreach t,gen brute validate,\
          build/tests/$(P)/$t)) $(TOOLS)
	@test -n '$(P)' || { echo 'make stress needs P=<slug>: $(SLUGS)' >&2; exit 2; }
	@tools/front/stress $(P) $(N) $(SEED)

fuzz: $(PROBLEMS:%=bin/asan/%) $(TOOLS) $(filter %-asan,$(CHECKERS:%-testlib=%-asan))
	@status=0; for p in $(PROBLEMS); do \
	  build/tools/fuzz \
	    $$([ -f tests/$$p/interactor.c ] && echo --interactive) \
	    bin/asan/$$p $(N) $(SEED) tests/$$p/*/*.in \
	    || status=1; \
	  if [ -f tests/$$p/checker.c ]; then \
	    build/tools/fuzz --checker build/tests/$$p/checker-asan $(N) \
	      $(SEED) tests/$$p/sample/*.in tests/$$p/secret/*.in || status=1; \
	  fi; \
	done; exit $$status

mutants: $(TOOLS)
	@status=0; for t in $(PROBLEMS) $(if $(P),,$(notdir $(wildcard src/*.h))) \
	  $(foreach p,$(PROBLEMS),$(if $(wildcard tests/$p/checker.c),$p/checker)) \
	  $(if $(P),,$(if $(wildcard tests/*/checker.c),checker.h)); do \
	  tools/front/mutants $$t || status=1; \
	done; exit $$status

bench: $(PROBLEMS:%=bin/%) $(TOOLS)
	@tools/front/bench $(PROBLEMS)

clean:
	$(Q)rm -rf bin build dist

# What each object includes, as the compiler saw it (build/dep/, of the
# layout before tools/ had folders, is no longer read).
-include $(wildcard build/deps/*.d)
