/*
 * sandbox: run one program under a judge's limits and report what it used.
 *
 *   sandbox CPU_MS WALL_MS AS_MIB STACK_MIB OUT_MIB IN OUT ERR DIR PROG
 *           [ARG...]
 *
 * The program runs in a process group of its own with stdin from IN and
 * stdout, stderr to OUT, ERR, in the folder DIR ("-": where sandbox runs),
 * which judges give empty, so a stray file it writes lands there.  Limits:
 *   CPU_MS   CPU time (user + sys); the kernel kills it a second past that,
 *            the caller judges the time it reports
 *   WALL_MS  wall clock; then the whole group is killed, so a program that
 *            sleeps or blocks cannot hang the judge
 *   AS_MIB   address space (0 = none: sanitizers map terabytes of shadow);
 *            a hard stop so that a memory hog cannot take the machine
 *   STACK_MIB the stack (0 = as it is): judges such as Luogu and Codeforces
 *            let it grow to the memory limit; at most the hard limit
 *   OUT_MIB  size of any file written; over it the program gets SIGXFSZ
 * When it ends, for whatever reason, the whole group is killed, and every
 * process it started that left the group (setsid) too: nothing it started
 * is left running.  One line goes to stdout, all integers:
 *   exit STATUS | signal NUMBER | timeout 0    then   CPU_MS PEAK_KIB WALL_US
 * (PEAK_KIB is the peak resident set, from getrusage).  Exit status 0 when
 * that line was printed, 2 on a usage or system error.
 */
#define _POSIX_C_SOURCE 200809L
#include <sys/resource.h>
#include <time.h>

#include "run.h"

static long cpu_ms, as_mib, stack_mib, out_mib;

static void limit(int resource, rlim_t value)
{
	struct rlimit r;

	r.rlim_cur = r.rlim_max = value;
	if (setrlimit(resource, &r) != 0)
		run_die("setrlimit");
}

/* In the child: the limits the program runs under. */
static void set_limits(void)
{
	limit(RLIMIT_CPU, (rlim_t)(cpu_ms / 1000 + 1));	/* SIGXCPU */
	if (as_mib > 0)
		limit(RLIMIT_AS, (rlim_t)as_mib << 20);
	limit(RLIMIT_FSIZE, (rlim_t)out_mib << 20);
	limit(RLIMIT_CORE, 0);
	if (stack_mib > 0) {
		struct rlimit r;
		if (getrlimit(RLIMIT_STACK, &r) != 0)
			run_die("getrlimit");
		r.rlim_cur = (rlim_t)stack_mib << 20;
		if (r.rlim_max != RLIM_INFINITY && r.rlim_cur > r.rlim_max)
			r.rlim_cur = r.rlim_max;
		if (setrlimit(RLIMIT_STACK, &r) != 0)
			run_die("setrlimit");
	}
}

static long number(const char *s, const char *what)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (end == s || *end || v < 0) {
		fprintf(stderr, "sandbox: bad %s '%s'\n", what, s);
		exit(2);
	}
	return v;
}

int main(int argc, char **argv)
{
	struct timespec began, ended;
	struct rusage ru;
	long wall_ms, used_ms, wall_us;
	int status;

	if (argc < 11) {
		fputs("usage: sandbox CPU_MS WALL_MS AS_MIB STACK_MIB OUT_MIB "
		      "IN OUT ERR DIR PROG [ARG...]\n", stderr);
		return 2;
	}
	cpu_ms = number(argv[1], "cpu milliseconds");
	wall_ms = number(argv[2], "wall milliseconds");
	as_mib = number(argv[3], "address space");
	stack_mib = number(argv[4], "stack size");
	out_mib = number(argv[5], "output size");

	if (strcmp(argv[9], "-") != 0 && argv[10][0] != '/') {
		/* the program is found before the move to DIR */
		static char absolute[8192];
		if (strlen(argv[10]) > 4000 || !getcwd(absolute, 4096))
			run_die("getcwd");
		strcat(strcat(absolute, "/"), argv[10]);
		argv[10] = absolute;
	}
	clock_gettime(CLOCK_MONOTONIC, &began);
	status = run_program(argv + 10, argv[6], argv[7], argv[8],
			     strcmp(argv[9], "-") ? argv[9] : NULL, wall_ms,
			     set_limits);
	clock_gettime(CLOCK_MONOTONIC, &ended);
	wall_us = (ended.tv_sec - began.tv_sec) * 1000000L
		+ (ended.tv_nsec - began.tv_nsec) / 1000;

	getrusage(RUSAGE_CHILDREN, &ru);
	used_ms = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000L
		+ (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000;
	if (status == -1)
		printf("timeout 0");
	else if (WIFSIGNALED(status))
		printf("signal %d", WTERMSIG(status));
	else
		printf("exit %d", WEXITSTATUS(status));
	printf(" %ld %ld %ld\n", used_ms, ru.ru_maxrss, wall_us);
	return 0;
}
