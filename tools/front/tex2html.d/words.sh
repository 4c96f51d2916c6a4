# shellcheck shell=bash
# shellcheck disable=SC2034 # the words are tex2html's and tex2md's to use
# words.sh: the words of a statement's page in each language we know,
# for tools/front/tex2html and tools/front/tex2md.

# words LANG: the page's words in language LANG: its name, the limits
# line (%s for the seconds, then the MiB) and the sample tables' headings.
words() {
	case $1 in
	en) lang_name=English input_word='Sample Input'
	    output_word='Sample Output' interaction_word='Sample Interaction'
	    read_word=Read write_word=Write
	    limits_line='Time limit: %s s. Memory limit: %s MiB.' ;;
	zh) lang_name=中文 input_word=样例输入 output_word=样例输出
	    interaction_word=样例交互 read_word=读入 write_word=输出
	    limits_line='时间限制：%s 秒。内存限制：%s MiB。' ;;
	*) return 1 ;;
	esac
}
